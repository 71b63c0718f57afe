import { CONTENT_DEFAULTS, apiPaths, type ContactInfo } from 'shared-contracts/api';
import { definePage } from 'shared-contracts/page';
import { Hero } from 'shared-contracts/ui';
import { ContactDetails } from './features/ContactDetails';

/** The contact page's route module. The hero and the message form come with the contact section's issue. */
export default definePage({
  load: ({ api }) => api.get<ContactInfo | null>(apiPaths.contact.contacts),
  Component: ({ data }) => (
    <>
      <Hero title={CONTENT_DEFAULTS.title} description={CONTENT_DEFAULTS.description} />
      {data && <ContactDetails info={data} />}
    </>
  ),
  meta: () => ({ title: 'Contact', description: 'How to reach the academy.' }),
  error: () => ({ message: 'Failed to load contact page data. Please try again later.' }),
});
