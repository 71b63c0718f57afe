import { CONTENT_DEFAULTS, describedPicture } from '@academy/contracts';
import { Hero } from '@academy/ui';
import { ContactDetails } from './features/ContactDetails';
import { ContactForm } from './features/ContactForm';
import type { SentForm } from './features/sendMessage';
import type { ContactContent } from './loadContactContent';
import styles from './ContactPage.css';

/** What the contact page shows: its content, and the answer to a form sent without the script. */
export interface ContactPageData extends ContactContent {
  sent?: SentForm;
}

/** The contact page (route /contact): hero, the academy's contact details and map, the message form. */
export function ContactPage({ data }: { data: ContactPageData }) {
  const { hero, info, sent } = data;
  return (
    <>
      <Hero
        title={hero?.contacttitle || CONTENT_DEFAULTS.title}
        description={hero?.contactdescription || CONTENT_DEFAULTS.description}
        image={describedPicture(hero, 'heroimg')}
      />
      <div className={styles.columns}>
        {info && <ContactDetails info={info} />}
        <ContactForm sent={sent} />
      </div>
    </>
  );
}
