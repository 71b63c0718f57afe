import {
  NO_PRIVACY_POLICY,
  REDIRECT_AFTER_POLICY_SAVE_MS,
  type PrivacyPolicy,
  type PrivacyPolicyRequest,
} from '@academy/contracts';
import { EditorSection, QueryState, RecordEditCycle, sectionPage, useContent } from '@academy/admin-kit';
import { PrivacyPolicyForm } from './PrivacyPolicyForm';
import { useRedirectAfterSave } from './useRedirectAfterSave';
import dashboard from '../../../section';
import styles from '../editorView.css';

/** The privacy policy: view the stored (sanitised) HTML, edit its source, save as JSON. */
export function PrivacyPolicyEditor() {
  const { path } = dashboard.records.privacy;
  const query = useContent<PrivacyPolicy | null>(path);
  const redirectToDashboard = useRedirectAfterSave('/admin/dashboard', REDIRECT_AFTER_POLICY_SAVE_MS);
  return (
    <EditorSection heading="Privacy policy">
      <QueryState query={query} errorText="Failed to load privacy policy">
        {(policy) => {
          const content = policy?.content ?? '';
          return (
            // The server answers with the policy as stored, i.e. after sanitising.
            <RecordEditCycle<PrivacyPolicy, string>
              subject="privacy policy"
              request={{ method: 'post', path }}
              // History only: the rich-text editor's draft is not a react-hook-form's, which autosave keeps.
              record={{
                path,
                page: sectionPage(dashboard),
                stored: policy,
                labels: { content: 'Policy text' },
              }}
              body={(next): PrivacyPolicyRequest => ({ content: next })}
              messages={{
                success: 'Privacy policy updated successfully',
                failure: 'Failed to update policy',
              }}
              onSaved={redirectToDashboard}
              view={
                <div className={styles.view}>
                  {content ? (
                    // Sanitised by the server against an allow-list on save (server/privacyHtml.ts).
                    <div className={styles.policy} dangerouslySetInnerHTML={{ __html: content }} />
                  ) : (
                    <p>{NO_PRIVACY_POLICY}</p>
                  )}
                </div>
              }
              form={(controls, _failure, draft) => (
                <PrivacyPolicyForm saved={draft?.content ?? content} {...controls} />
              )}
            />
          );
        }}
      </QueryState>
    </EditorSection>
  );
}
