import type { Section } from '../section';
import { serviceDemo } from './demo';
import { serviceRoutes } from './routes';

export const serviceSection: Section = { name: 'service', routes: serviceRoutes, demo: serviceDemo };
