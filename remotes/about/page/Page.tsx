import { CONTENT_DEFAULTS, definePage } from '@academy/contracts';
import { AboutPage } from './AboutPage';
import { loadAboutContent } from './loadAboutContent';

/** The about page's route module (route /about), rendered by the shell inside its layout. */
export default definePage({
  load: ({ api }) => loadAboutContent(api),
  Component: AboutPage,
  meta: ({ hero, aboutUs }) => ({
    title: hero?.herotitle || 'About Us',
    description: hero?.herodescription || aboutUs?.aboutusdescription || CONTENT_DEFAULTS.description,
    image: hero?.heroimg || undefined,
  }),
  error: () => ({ message: 'Failed to load about page data. Please try again later.' }),
});
