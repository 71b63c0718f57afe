import { sitePaths } from '@academy/contracts';
import type { Section } from '../section';
import { serviceDemo } from './demo';
import { serviceRoutes } from './routes';

export const serviceSection: Section = {
  name: 'service',
  page: sitePaths.service,
  routes: serviceRoutes,
  demo: serviceDemo,
};
