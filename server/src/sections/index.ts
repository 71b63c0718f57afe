import { homeSection } from './home';
import type { Section } from './section';

/** Every content section of the site, in the order their demo content is added. */
export const sections: Section[] = [homeSection];
