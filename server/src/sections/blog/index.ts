import { sitePaths } from '@academy/contracts';
import type { Section } from '../section';
import { blogDemo } from './demo';
import { blogRoutes } from './routes';

export const blogSection: Section = {
  name: 'blog',
  page: sitePaths.blog,
  routes: blogRoutes,
  demo: blogDemo,
};
