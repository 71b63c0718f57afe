import { apiPaths, getData, NO_PRIVACY_POLICY, type PrivacyPolicy } from 'shared-contracts';
import { PageState, useLoad } from 'shared-contracts/ui';
import styles from './PrivacyPolicyPage.module.css';

export function PrivacyPolicyPage() {
  const { state } = useLoad(() => getData<PrivacyPolicy | null>(apiPaths.dashboard.privacy));
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>Privacy Policy</h1>
      <PageState state={state} errorText="Failed to load privacy policy.">
        {(policy) =>
          policy?.content?.trim() ? (
            // The server sanitises the policy against an allow-list when it is saved.
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: policy.content }} />
          ) : (
            <p>{NO_PRIVACY_POLICY}</p>
          )
        }
      </PageState>
    </article>
  );
}
