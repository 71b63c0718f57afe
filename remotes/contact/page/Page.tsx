import { definePage } from '@academy/contracts';
import { ContactPage, type ContactPageData } from './ContactPage';
import { type SentForm, sendForm, sentFormStatus } from './features/sendMessage';
import { loadContactContent } from './loadContactContent';

/**
 * The contact page's route module (route /contact), rendered by the shell inside its layout. Its
 * action takes the message form sent without the script (the server runs it for a POST of
 * /contact); what it answered comes back to the page with the page's content.
 */
export default definePage<ContactPageData, SentForm>({
  load: async ({ api, submission }) => ({ ...(await loadContactContent(api)), sent: submission }),
  action: ({ api, form }) => sendForm(api, form),
  Component: ContactPage,
  meta: ({ hero, sent }) => ({
    title: hero?.contacttitle || 'Contact Us',
    description: hero?.contactdescription || 'How to reach the academy, and a form to send us a message.',
    image: hero?.heroimg || undefined,
    status: sentFormStatus(sent),
  }),
  error: () => ({ message: 'Failed to load contact page data. Please try again later.' }),
});
