import { definePage } from '@academy/contracts';
import { ContactPage } from './ContactPage';
import { loadContactContent } from './loadContactContent';

/** The contact page's route module (route /contact), rendered by the shell inside its layout. */
export default definePage({
  load: ({ api }) => loadContactContent(api),
  Component: ContactPage,
  meta: ({ hero }) => ({
    title: hero?.contacttitle || 'Contact Us',
    description: hero?.contactdescription || 'How to reach the academy, and a form to send us a message.',
    image: hero?.heroimg || undefined,
  }),
  error: () => ({ message: 'Failed to load contact page data. Please try again later.' }),
});
