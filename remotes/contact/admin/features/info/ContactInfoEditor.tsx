import { useState } from 'react';
import { getErrorMessage } from '@academy/runtime';
import type { ContactInfo, ContactInfoRequest } from '@academy/contracts';
import { Button, EditorSection, QueryState, useContent, useSaveRecord, useStatus } from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import { ContactInfoForm, type ServerRefusal } from './ContactInfoForm';
import { ContactInfoView } from './ContactInfoView';
import contact from '../../../section';

const NOTHING_SAVED: ContactInfoRequest = { address: '', phone: '', email: '', mapEmbed: '' };

/** The fields a refusal names by its first word ('mapEmbed must be …'), to mark at the field. */
const FIELDS = Object.keys(NOTHING_SAVED) as (keyof ContactInfoRequest)[];

function refusalOf(message: string): ServerRefusal | null {
  const field = FIELDS.find((name) => message.startsWith(`${name} `));
  return field ? { field, message } : null;
}

/** The academy's address, phone, email and map: the contact page and the footer show them. */
export function ContactInfoEditor() {
  const query = useContent<ContactInfo | null>(contact.records.info.path);
  const save = useSaveRecord<ContactInfo>({ method: 'put', path: contact.records.info.path });
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const status = useStatus();

  function toggle(next: boolean) {
    status.clear();
    setRefusal(null);
    setEditing(next);
  }

  async function submit(values: ContactInfoRequest) {
    status.clear();
    setRefusal(null);
    try {
      await save.mutateAsync(values);
      status.show('Contact information updated successfully');
      setEditing(false);
    } catch (error) {
      const message = getErrorMessage(error, 'Failed to update contact information');
      status.show(message);
      setRefusal(refusalOf(message));
    }
  }

  return (
    <EditorSection heading="Contact information">
      <QueryState query={query} errorText="Failed to load contact information">
        {(info) =>
          editing ? (
            <ContactInfoForm
              saved={info ?? NOTHING_SAVED}
              saving={save.isPending}
              refusal={refusal}
              onSubmit={(values) => void submit(values)}
              onInvalid={status.show}
              onCancel={() => toggle(false)}
            />
          ) : (
            <>
              <ContactInfoView info={info} />
              <div>
                <Button onClick={() => toggle(true)} aria-label="Edit contact information">
                  Edit
                </Button>
              </div>
            </>
          )
        }
      </QueryState>
      <StatusMessage key={status.key} message={status.text} />
    </EditorSection>
  );
}
