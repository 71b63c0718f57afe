import { useState } from 'react';
import { EditorForm, FormActions, TextField } from 'shared-contracts/ui';

interface PrivacyPolicyFormProps {
  /** The stored policy; the form is mounted only while editing, so Cancel drops the draft. */
  saved: string;
  saving: boolean;
  onSubmit: (content: string) => void;
  onCancel: () => void;
}

/** The policy's HTML in a plain textarea; the server sanitises it on save. */
export function PrivacyPolicyForm({ saved, saving, onSubmit, onCancel }: PrivacyPolicyFormProps) {
  const [content, setContent] = useState(saved);
  return (
    <EditorForm onSubmit={() => onSubmit(content)}>
      <TextField label="Privacy policy (HTML)" value={content} onChange={setContent} rows={16} />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
