import type { ContactInfo, ContactInfoRequest } from '@academy/contracts';
import { EditorSection, QueryState, RecordEditCycle, sectionPage, useContent } from '@academy/admin-kit';
import { ContactInfoForm, type ServerRefusal } from './ContactInfoForm';
import { ContactInfoView } from './ContactInfoView';
import contact from '../../../section';

const NOTHING_SAVED: ContactInfoRequest = { address: '', phone: '', email: '', mapEmbed: '' };

/** What the form calls each field, for History. */
const FIELD_LABELS: Record<keyof ContactInfoRequest, string> = {
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  mapEmbed: 'Map embed code',
};

/** The fields a refusal names by its first word ('mapEmbed must be …'), to mark at the field. */
const FIELDS = Object.keys(NOTHING_SAVED) as (keyof ContactInfoRequest)[];

function refusalOf(message: string | null): ServerRefusal | null {
  if (!message) return null;
  const field = FIELDS.find((name) => message.startsWith(`${name} `));
  return field ? { field, message } : null;
}

/** The academy's address, phone, email and map: the contact page and the footer show them. */
export function ContactInfoEditor() {
  const { path } = contact.records.info;
  const query = useContent<ContactInfo | null>(path);
  return (
    <EditorSection heading="Contact information">
      <QueryState query={query} errorText="Failed to load contact information">
        {(info) => (
          <RecordEditCycle<ContactInfo, ContactInfoRequest>
            subject="contact information"
            request={{ method: 'put', path }}
            record={{ path, page: sectionPage(contact), stored: info, labels: FIELD_LABELS }}
            body={(values) => values}
            messages={{
              success: 'Contact information updated successfully',
              failure: 'Failed to update contact information',
            }}
            view={<ContactInfoView info={info} />}
            form={(controls, failure, draft) => (
              <ContactInfoForm
                saved={draft ?? info ?? NOTHING_SAVED}
                refusal={refusalOf(failure)}
                {...controls}
              />
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
