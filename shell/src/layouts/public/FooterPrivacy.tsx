import { Link } from 'react-router-dom';
import { privacyExcerpt } from '@academy/contracts';
import { PRIVACY_POLICY_PATH } from '../../features/navigation/sitePages';
import { useSiteFrame } from './siteFrame';
import styles from './PublicFooter.module.css';

/** The first lines of the privacy policy, with a link to all of it. */
export function FooterPrivacy() {
  const { policy } = useSiteFrame();
  return (
    <section aria-labelledby="footer-privacy">
      <h2 id="footer-privacy" className={styles.heading}>
        Privacy Policy
      </h2>
      <p className={styles.excerpt}>{privacyExcerpt(policy?.content)}</p>
      <Link to={PRIVACY_POLICY_PATH}>Read the full privacy policy</Link>
    </section>
  );
}
