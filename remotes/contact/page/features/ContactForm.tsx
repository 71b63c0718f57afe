import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '@academy/contracts';
import { browserWriter } from '@academy/ui';
import { type ContactFields, type SendOutcome, type SentForm, messageFrom, sendMessage } from './sendMessage';
import styles from './ContactForm.css';

export const SENT_TEXT = "Thank you for your message! We'll get back to you soon.";
export const FAILED_TEXT = 'Failed to send message. Please try again later.';

type FormState = { kind: 'idle' } | { kind: 'submitting' } | SendOutcome;

/**
 * The message form: the browser checks the fields (name, email and message required, email and
 * phone typed), the server checks them again. Live, sending disables the button ('Sending...');
 * success clears the form and thanks the visitor; a failure says so and keeps what they wrote.
 * Before the script runs (or without it) the form is posted to the page itself, and `sent` is the
 * page's action's answer: the same outcome, and on a refusal what the visitor wrote.
 */
export function ContactForm({ sent }: { sent?: SentForm }) {
  const [state, setState] = useState<FormState>(sent ?? { kind: 'idle' });
  // What the fields start with: what a refused form held. A sent message starts an empty form
  // (a new one: resetting would bring back the starting values).
  const [start, setStart] = useState<{ fields?: ContactFields; form: number }>({
    fields: sent?.kind === 'error' ? sent.fields : undefined,
    form: 0,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: 'submitting' });
    const outcome = await sendMessage(browserWriter, messageFrom(new FormData(event.currentTarget)));
    if (outcome.kind === 'success') setStart(({ form }) => ({ form: form + 1 }));
    setState(outcome);
  }

  const submitting = state.kind === 'submitting';
  return (
    <section className={styles.panel} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">Send Us a Message</h2>
      {/* POST to the page itself: the server's answer without the script; never the message in a URL. */}
      <form key={start.form} className={styles.form} method="post" onSubmit={(event) => void submit(event)}>
        <label className={styles.field}>
          Name
          <input
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={TEXT_LIMITS.name}
            defaultValue={start.fields?.name}
          />
        </label>
        <label className={styles.field}>
          Email
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={TEXT_LIMITS.email}
            defaultValue={start.fields?.email}
          />
        </label>
        <label className={styles.field}>
          Phone <span className={styles.optional}>(optional)</span>
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={TEXT_LIMITS.phone}
            defaultValue={start.fields?.phone}
          />
        </label>
        <label className={styles.field}>
          Message
          <textarea
            name="message"
            rows={6}
            required
            maxLength={TEXT_LIMITS.message}
            defaultValue={start.fields?.message}
          />
        </label>
        {/* A honeypot: hidden from people and assistive technology, so only a bot fills it in. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            Website
            <input name="website" type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button className={styles.send} type="submit" disabled={submitting}>
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
