import { Link } from 'react-router-dom';
import { isLinkItem } from '../../features/navigation/menuEntries';
import { PRIVACY_POLICY_PATH } from '../../features/navigation/sitePages';
import { FooterContact } from './FooterContact';
import { FooterPrivacy } from './FooterPrivacy';
import { usePublicMenu } from './usePublicMenu';
import { useSiteBrand } from './useSiteBrand';
import styles from './PublicFooter.module.css';

const PRIVACY_LINK = { label: 'Privacy Policy', path: PRIVACY_POLICY_PATH };

export function PublicFooter() {
  const { name: companyName } = useSiteBrand();
  const quickLinks = [...usePublicMenu(), PRIVACY_LINK];
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterContact />
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((entry) =>
              isLinkItem(entry) ? (
                <li key={entry.url}>
                  <a href={entry.url}>{entry.label}</a>
                </li>
              ) : (
                <li key={entry.path}>
                  <Link to={entry.path}>{entry.label}</Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <FooterPrivacy />
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {companyName}
      </p>
    </footer>
  );
}
