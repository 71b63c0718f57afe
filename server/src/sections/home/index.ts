import { sitePaths } from '@academy/contracts';
import type { Section } from '../section';
import { homeDemo } from './demo';
import { homeRoutes } from './routes';

export const homeSection: Section = {
  name: 'home',
  page: sitePaths.home,
  routes: homeRoutes,
  demo: homeDemo,
};
