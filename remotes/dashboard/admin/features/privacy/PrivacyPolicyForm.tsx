import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { EditorForm, FieldMessage, FormActions, useUnsavedChanges } from '@academy/admin-kit';
import type { RichTextValue } from './richText/richTextProps';
import styles from '../editorView.css';

export const POLICY_REQUIRED = 'Privacy policy content required';

// Its own chunk, fetched when the form first opens: visitors and other admin screens never load it.
const RichTextEditor = lazy(
  () => import(/* webpackChunkName: "policy-editor" */ './richText/RichTextEditor'),
);

interface PrivacyPolicyFormProps {
  /** The stored policy; the form is mounted only while editing, so Cancel drops the draft. */
  saved: string;
  saving: boolean;
  onSubmit: (content: string) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
}

/** The policy in a rich-text editor; the server sanitises the HTML it produces on save. */
export function PrivacyPolicyForm({ saved, saving, onSubmit, onInvalid, onCancel }: PrivacyPolicyFormProps) {
  const errorId = useId();
  // Null until the administrator changes something: the saved policy stands.
  const [draft, setDraft] = useState<RichTextValue | null>(null);
  const [error, setError] = useState('');
  useUnsavedChanges(draft?.dirty ?? false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = draft ? draft.html : saved;
    const empty = draft ? draft.empty : saved.trim() === '';
    if (empty) {
      setError(POLICY_REQUIRED);
      onInvalid(POLICY_REQUIRED);
      return;
    }
    onSubmit(content);
  }

  return (
    <EditorForm onSubmit={submit}>
      <div className={styles.field}>
        <span className={styles.label} aria-hidden="true">
          Policy text
        </span>
        <Suspense
          fallback={
            <p role="status" aria-live="polite">
              Loading the editor...
            </p>
          }
        >
          <RichTextEditor
            label="Policy text"
            initialHtml={saved}
            error={error || undefined}
            errorId={errorId}
            onChange={(value) => {
              setDraft(value);
              if (!value.empty) setError('');
            }}
          />
        </Suspense>
        <FieldMessage id={errorId} message={error} />
      </div>
      <FormActions saving={saving} onCancel={onCancel} />
    </EditorForm>
  );
}
