import { useEffect, useState, type FormEvent } from 'react';
import { getErrorMessage, getErrorStatus, sendData } from '@academy/runtime';
import { TEXT_LIMITS } from '@academy/contracts';
import contact from '../../section';
import type { ContactMessageRequest } from '../../schemas';
import styles from './ContactForm.css';

export const SENT_TEXT = "Thank you for your message! We'll get back to you soon.";
export const FAILED_TEXT = 'Failed to send message. Please try again later.';

type FormState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  /** `reason`: the server's sentence when the visitor can act on it (a field, the limit). */
  | { kind: 'error'; reason: string };

/** Refusals whose sentence helps the visitor: a field that needs changing, or the limit's wait. */
const EXPLAINED_STATUSES = new Set([400, 429]);

const textOf = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The message form: the browser checks the fields (name, email and message required, email and
 * phone typed), the server checks them again. Sending disables the button ('Sending...'); success
 * clears the form and thanks the visitor; a failure says so and keeps what they wrote.
 */
export function ContactForm() {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  // The server's page shows the form before the browser has taken it over; until then the button
  // waits, so the message is not sent by the browser itself (what the visitor types stays put).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const message: ContactMessageRequest = {
      name: textOf(fields, 'name'),
      email: textOf(fields, 'email'),
      phone: textOf(fields, 'phone'),
      message: textOf(fields, 'message'),
      website: textOf(fields, 'website'),
    };
    setState({ kind: 'submitting' });
    try {
      await sendData<null>('post', contact.paths.submit, message);
      form.reset();
      setState({ kind: 'success' });
    } catch (error) {
      const explained = EXPLAINED_STATUSES.has(getErrorStatus(error) ?? 0);
      setState({ kind: 'error', reason: explained ? getErrorMessage(error, '') : '' });
    }
  }

  const submitting = state.kind === 'submitting';
  return (
    <section className={styles.panel} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send Us a Message</h2>
      {/* POST: even a submission the page did not handle never puts the message in a URL. */}
      <form className={styles.form} method="post" onSubmit={(event) => void submit(event)}>
        <label className={styles.field}>
          Name
          <input name="name" type="text" autoComplete="name" required maxLength={TEXT_LIMITS.name} />
        </label>
        <label className={styles.field}>
          Email
          <input name="email" type="email" autoComplete="email" required maxLength={TEXT_LIMITS.email} />
        </label>
        <label className={styles.field}>
          Phone <span className={styles.optional}>(optional)</span>
          <input name="phone" type="tel" autoComplete="tel" maxLength={TEXT_LIMITS.phone} />
        </label>
        <label className={styles.field}>
          Message
          <textarea name="message" rows={6} required maxLength={TEXT_LIMITS.message} />
        </label>
        {/* A honeypot: hidden from people and assistive technology, so only a bot fills it in. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            Website
            <input name="website" type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button className={styles.send} type="submit" disabled={!live || submitting}>
          {submitting ? 'Sending...' : 'Send Message'}
        </button>
      </form>
      {state.kind === 'success' && (
        <p className={styles.success} role="status">
          {SENT_TEXT}
        </p>
      )}
      {state.kind === 'error' && (
        <div className={styles.error} role="alert">
          <p>{FAILED_TEXT}</p>
          {state.reason && <p>{state.reason}</p>}
        </div>
      )}
    </section>
  );
}
