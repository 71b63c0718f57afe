import { useState } from 'react';
import {
  NO_PRIVACY_POLICY,
  REDIRECT_AFTER_POLICY_SAVE_MS,
  apiPaths,
  getData,
  sendData,
  type PrivacyPolicy,
  type PrivacyPolicyRequest,
} from 'shared-contracts';
import { EditorSection, PageState, StatusMessage, useLoad, useSaveAction } from 'shared-contracts/ui';
import { PrivacyPolicyForm } from './PrivacyPolicyForm';
import { useRedirectAfterSave } from './useRedirectAfterSave';
import styles from '../editorView.css';

/** The privacy policy: view the stored (sanitised) HTML, edit its source, save as JSON. */
export function PrivacyPolicyEditor() {
  const { state, update } = useLoad(() => getData<PrivacyPolicy | null>(apiPaths.dashboard.privacy));
  const [editing, setEditing] = useState(false);
  const { status, setStatus, saving, run } = useSaveAction();
  const redirectToDashboard = useRedirectAfterSave('/admin/dashboard', REDIRECT_AFTER_POLICY_SAVE_MS);

  function toggle(next: boolean) {
    setStatus('');
    setEditing(next);
  }

  async function save(content: string) {
    if (!content.trim()) {
      setStatus('Privacy policy content required');
      return;
    }
    const request: PrivacyPolicyRequest = { content };
    const result = await run(() => sendData<PrivacyPolicy>('post', apiPaths.dashboard.privacy, request), {
      success: 'Privacy policy updated successfully',
      failure: 'Failed to update policy',
    });
    if (result.ok) {
      // The server answers with the policy as stored, i.e. after sanitising.
      update(() => result.data);
      setEditing(false);
      redirectToDashboard();
    }
  }

  return (
    <EditorSection heading="Privacy policy">
      <PageState state={state} errorText="Failed to load privacy policy" variant="section">
        {(policy) => {
          const content = policy?.content ?? '';
          if (editing) {
            return (
              <PrivacyPolicyForm
                saved={content}
                saving={saving}
                onSubmit={(next) => void save(next)}
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
              <button type="button" onClick={() => toggle(true)} aria-label="Edit privacy policy">
                Edit
              </button>
            </div>
          );
        }}
      </PageState>
      <StatusMessage message={status} />
    </EditorSection>
  );
}
