import { aboutSection } from './about';
import { blogSection } from './blog';
import { contactSection } from './contact';
import { homeSection } from './home';
import type { Section } from './section';
import { serviceSection } from './service';

/** Every content section of the site, in the order their demo content is added. */
export const sections: Section[] = [homeSection, aboutSection, serviceSection, blogSection, contactSection];
