import { mailtoHref, telHref } from '@academy/contracts';
import { useSiteFrame } from './siteFrame';
import styles from './PublicFooter.module.css';

/** The academy's contact details; each line only when it is known. */
export function FooterContact() {
  const { contact } = useSiteFrame();
  if (!contact || !(contact.address || contact.phone || contact.email)) return null;
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className={styles.heading}>
        Contact Us
      </h2>
      <ul className={styles.list}>
        {contact.address && <li>{contact.address}</li>}
        {contact.phone && (
          <li>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </li>
        )}
        {contact.email && (
          <li>
            <a href={mailtoHref(contact.email)}>{contact.email}</a>
          </li>
        )}
      </ul>
    </section>
  );
}
