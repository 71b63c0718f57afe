import {
  SITE_FRAME,
  type PrivacyPolicy,
  NO_PRIVACY_POLICY,
  privacyExcerpt,
  definePage,
} from '@academy/contracts';
import styles from './PrivacyPolicyPage.module.css';

const TITLE = 'Privacy Policy';

/** The public privacy page (/privacy-policy): the policy as the server sanitised it. */
export const privacyPage = definePage<PrivacyPolicy | null>({
  load: ({ api }) => api.get<PrivacyPolicy | null>(SITE_FRAME.privacy.path),
  Component: ({ data }) => (
    <article className={styles.page}>
      <h1 className={styles.title}>{TITLE}</h1>
      {data?.content?.trim() ? (
        // The server sanitises the policy against an allow-list when it is saved.
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.content }} />
      ) : (
        <p>{NO_PRIVACY_POLICY}</p>
      )}
    </article>
  ),
  meta: (data) => ({ title: TITLE, description: privacyExcerpt(data?.content) }),
  error: () => ({ title: TITLE, message: 'Failed to load privacy policy.' }),
});
