import type { Section } from '../section';
import { blogDemo } from './demo';
import { blogRoutes } from './routes';

export const blogSection: Section = { name: 'blog', routes: blogRoutes, demo: blogDemo };
