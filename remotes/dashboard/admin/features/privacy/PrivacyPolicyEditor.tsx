import { useState } from 'react';
import { getErrorMessage } from '@academy/runtime';
import {
  NO_PRIVACY_POLICY,
  REDIRECT_AFTER_POLICY_SAVE_MS,
  type PrivacyPolicy,
  type PrivacyPolicyRequest,
} from '@academy/contracts';
import { Button, EditorSection, QueryState, useContent, useSaveRecord, useStatus } from '@academy/admin-kit';
import { StatusMessage } from '@academy/ui';
import { PrivacyPolicyForm } from './PrivacyPolicyForm';
import { useRedirectAfterSave } from './useRedirectAfterSave';
import dashboard from '../../../section';
import styles from '../editorView.css';

/** The privacy policy: view the stored (sanitised) HTML, edit its source, save as JSON. */
export function PrivacyPolicyEditor() {
  const query = useContent<PrivacyPolicy | null>(dashboard.records.privacy.path);
  const save = useSaveRecord<PrivacyPolicy>({ method: 'post', path: dashboard.records.privacy.path });
  const [editing, setEditing] = useState(false);
  const status = useStatus();
  const redirectToDashboard = useRedirectAfterSave('/admin/dashboard', REDIRECT_AFTER_POLICY_SAVE_MS);

  function toggle(next: boolean) {
    status.clear();
    setEditing(next);
  }

  async function submit(content: string) {
    const request: PrivacyPolicyRequest = { content };
    status.clear();
    try {
      // The server answers with the policy as stored, i.e. after sanitising.
      await save.mutateAsync(request);
      status.show('Privacy policy updated successfully');
      setEditing(false);
      redirectToDashboard();
    } catch (error) {
      status.show(getErrorMessage(error, 'Failed to update policy'));
    }
  }

  return (
    <EditorSection heading="Privacy policy">
      <QueryState query={query} errorText="Failed to load privacy policy">
        {(policy) => {
          const content = policy?.content ?? '';
          if (editing) {
            return (
              <PrivacyPolicyForm
                saved={content}
                saving={save.isPending}
                onSubmit={(next) => void submit(next)}
                onInvalid={status.show}
                onCancel={() => toggle(false)}
              />
            );
          }
          return (
            <div className={styles.view}>
              {content ? (
                // Sanitised by the server against an allow-list on save (DECISIONS.md, content safety).
                <div className={styles.policy} dangerouslySetInnerHTML={{ __html: content }} />
              ) : (
                <p>{NO_PRIVACY_POLICY}</p>
              )}
              <Button onClick={() => toggle(true)} aria-label="Edit privacy policy">
                Edit
              </Button>
            </div>
          );
        }}
      </QueryState>
      <StatusMessage key={status.key} message={status.text} />
    </EditorSection>
  );
}
