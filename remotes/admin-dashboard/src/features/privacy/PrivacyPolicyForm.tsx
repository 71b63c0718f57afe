import { useForm } from 'react-hook-form';
import { EditorForm, FormActions, TextField, useUnsavedChanges } from 'shared-contracts/admin';

export const POLICY_REQUIRED = 'Privacy policy content required';

interface PrivacyPolicyFormProps {
  /** The stored policy; the form is mounted only while editing, so Cancel drops the draft. */
  saved: string;
  saving: boolean;
  onSubmit: (content: string) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
}

/** The policy's HTML in a plain textarea; the server sanitises it on save. */
export function PrivacyPolicyForm({ saved, saving, onSubmit, onInvalid, onCancel }: PrivacyPolicyFormProps) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { content: saved } });
  useUnsavedChanges(formState.isDirty);
  return (
    <EditorForm
      onSubmit={handleSubmit(
        ({ content }) => onSubmit(content),
        () => onInvalid(POLICY_REQUIRED),
      )}
    >
      <TextField
        label="Privacy policy (HTML)"
        rows={16}
        required
        error={formState.errors.content?.message}
        {...register('content', { validate: (content) => content.trim() !== '' || POLICY_REQUIRED })}
      />
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
