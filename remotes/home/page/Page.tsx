import { definePage } from '@academy/contracts';
import { HOME_DEFAULTS } from './features/content/homeDefaults';
import { loadHomeContent } from './features/content/loadHomeContent';
import { HomePage } from './HomePage';

/** The home page's route module (route /), rendered by the shell inside its layout. */
export default definePage({
  load: ({ api }) => loadHomeContent(api),
  Component: HomePage,
  meta: ({ hero }) => ({
    title: hero?.herotitle || HOME_DEFAULTS.heroTitle,
    description: hero?.herodescription || HOME_DEFAULTS.description,
    image: hero?.heroimg || undefined,
  }),
  error: () => ({ message: 'Failed to load data. Please try again later.' }),
});
