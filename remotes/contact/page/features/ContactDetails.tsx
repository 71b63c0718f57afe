import { type ContactInfo, mailtoHref, telHref } from '@academy/contracts';
import { MapEmbed } from './MapEmbed';
import styles from './ContactDetails.css';

/** Address, phone and email, each only when present, and the map when there is one. */
export function ContactDetails({ info }: { info: ContactInfo }) {
  return (
    <section className={styles.details} aria-labelledby="contact-information">
      <h2 id="contact-information">Contact Information</h2>
      <dl>
        {info.address && (
          <>
            <dt>Address</dt>
            <dd>{info.address}</dd>
          </>
        )}
        {info.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(info.phone)}>{info.phone}</a>
            </dd>
          </>
        )}
        {info.email && (
          <>
            <dt>Email</dt>
            <dd>
              <a href={mailtoHref(info.email)}>{info.email}</a>
            </dd>
          </>
        )}
      </dl>
      {info.mapEmbed && <MapEmbed markup={info.mapEmbed} />}
    </section>
  );
}
