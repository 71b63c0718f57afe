import { CONTENT_DEFAULTS, definePage } from '@academy/contracts';
import { loadServicesContent } from './loadServicesContent';
import { ServicesPage } from './ServicesPage';

/** The services page's route module (route /service), rendered by the shell inside its layout. */
export default definePage({
  load: ({ api }) => loadServicesContent(api),
  Component: ServicesPage,
  meta: ({ hero }) => ({
    title: hero?.herotitle || 'Services',
    description: hero?.herodescription || CONTENT_DEFAULTS.description,
    image: hero?.heroimg || undefined,
  }),
  error: () => ({
    title: 'Error Loading Content',
    message: 'Failed to load service page data. Please try again later.',
  }),
});
