import { AdminScreen, ContentRecordEditor, SectionSearchFields, sectionPage } from '@academy/admin-kit';
import contact from '../section';
import { ContactInfoEditor } from './features/info/ContactInfoEditor';
import { SubmissionsInbox } from './features/submissions/SubmissionsInbox';

/** The admin contact screen (/admin/contact): the hero, the contact details, and the inbox. */
export default function AdminContactPage() {
  return (
    <AdminScreen title="Contact content">
      <ContentRecordEditor record={contact.records.hero} page={sectionPage(contact)} />
      <ContactInfoEditor />
      <SubmissionsInbox />
      <SectionSearchFields section={contact} />
    </AdminScreen>
  );
}
