import { apiPaths, getData, type ContactInfo } from 'shared-contracts';
import { Hero, PageState, useLoad } from 'shared-contracts/ui';
import { ContactDetails } from './features/ContactDetails';

/** The contact page. The hero and the message form come with the contact section's issue. */
export default function ContactPage() {
  const { state } = useLoad(() => getData<ContactInfo | null>(apiPaths.contact.contacts));
  return (
    <PageState state={state} errorText="Failed to load contact page data. Please try again later.">
      {(info) => (
        <>
          <Hero title="Default Title" description="Default Description" />
          {info && <ContactDetails info={info} />}
        </>
      )}
    </PageState>
  );
}
