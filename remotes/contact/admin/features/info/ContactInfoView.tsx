import type { ContactInfo } from '@academy/contracts';
import styles from './contactInfo.css';

/** The saved contact details as the contact page will show them. */
export function ContactInfoView({ info }: { info: ContactInfo | null }) {
  if (!info) return <p className={styles.empty}>Nothing saved yet.</p>;
  return (
    <dl className={styles.view}>
      <dt>Address</dt>
      <dd>{info.address}</dd>
      <dt>Phone</dt>
      <dd>{info.phone}</dd>
      <dt>Email</dt>
      <dd>{info.email}</dd>
      <dt>Map</dt>
      <dd>
        {info.mapEmbed ? (
          // The server keeps only one allow-listed map iframe, rebuilt from safe attributes.
          <div className={styles.map} dangerouslySetInnerHTML={{ __html: info.mapEmbed }} />
        ) : (
          'No map'
        )}
      </dd>
    </dl>
  );
}
