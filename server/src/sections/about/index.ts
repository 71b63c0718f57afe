import { sitePaths } from '@academy/contracts';
import type { Section } from '../section';
import { aboutDemo } from './demo';
import { aboutRoutes } from './routes';

export const aboutSection: Section = {
  name: 'about',
  page: sitePaths.about,
  routes: aboutRoutes,
  demo: aboutDemo,
};
