import { sitePaths } from '@academy/contracts';
import type { Section } from '../section';
import { contactDemo } from './demo';
import { contactRoutes } from './routes';

export const contactSection: Section = {
  name: 'contact',
  page: sitePaths.contact,
  routes: contactRoutes,
  demo: contactDemo,
};
