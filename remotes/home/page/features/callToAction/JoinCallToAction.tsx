import { ActionLink } from '@academy/ui';
import styles from './JoinCallToAction.css';

/** The page's closing invitation to get in touch. */
export function JoinCallToAction() {
  return (
    <section className={styles.callToAction}>
      <h2>Ready to Begin Your Journey?</h2>
      <ActionLink to="/contact">Contact Us</ActionLink>
    </section>
  );
}
