import { useState, type FormEvent } from 'react';
import { PRIVACY_POLICY_PATH, TEXT_LIMITS } from '@academy/contracts';
import { Link } from '@academy/runtime';
import { browserWriter } from '@academy/ui';
import { BOOKING_TEXTS, MAX_AGE, type TrialDates } from '../../../schemas';
import { weekdayDayMonth } from '../dates';
import { type BookOutcome, type BookingFields, type SentBooking, bookTrial, bookingFrom } from './bookTrial';
import styles from './book.css';

export const FAILED_TEXT = 'Your free trial could not be booked just now. Please try again later.';

/** 'Your free trial is booked: Tuesday 3 December at 17:30. We have sent the details to {email}.' */
export const bookedText = (date: string, startTime: string, email: string) =>
  `Your free trial is booked: ${weekdayDayMonth(date)} at ${startTime}. We have sent the details to ${email}.`;

type FormState = { kind: 'idle' } | { kind: 'submitting' } | BookOutcome;

/** The outcome in words: booked or waitlisted (a status), or the refusal (an alert). */
function Outcome({ state, startTime }: { state: FormState; startTime: string }) {
  if (state.kind === 'booked')
    return (
      <p className={styles.success} role="status">
        {bookedText(state.date, startTime, state.email)}
      </p>
    );
  if (state.kind === 'waitlisted')
    return (
      <p className={styles.success} role="status">
        {BOOKING_TEXTS.waitlisted}
      </p>
    );
  if (state.kind === 'error')
    return (
      <p className={styles.error} role="alert">
        {state.reason || FAILED_TEXT}
      </p>
    );
  return null;
}

/**
 * The free trial form: a date of the next 4 weeks (a full one puts the visitor on its waitlist),
 * who books and for whom, and the consent to the privacy policy. The browser checks the fields,
 * the API again. Live, it books through the API and says how it went (a booking clears the form;
 * a refusal keeps it with the server's sentence). Before the script runs (or without it) the form
 * is posted to the page's own address, and `sent` is the page's action's answer: the same outcome.
 */
export function BookingForm({ trial, sent }: { trial: TrialDates; sent?: SentBooking }) {
  const [state, setState] = useState<FormState>(sent ?? { kind: 'idle' });
  // What the fields start with: what a refused form held; a booking made starts a new, empty form.
  const [start, setStart] = useState<{ fields?: BookingFields; form: number }>({
    fields: sent?.kind === 'error' ? sent.fields : undefined,
    form: 0,
  });
  const fields = start.fields;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: 'submitting' });
    const outcome = await bookTrial(browserWriter, bookingFrom(new FormData(event.currentTarget)));
    if (outcome.kind !== 'error') setStart(({ form }) => ({ form: form + 1 }));
    setState(outcome);
  }

  const submitting = state.kind === 'submitting';
  return (
    <section className={styles.panel} aria-labelledby="booking-form-heading">
      <h2 id="booking-form-heading">Book a free trial</h2>
      {/* POST to the page itself (its address names the class): the server's answer without the script. */}
      <form key={start.form} className={styles.form} method="post" onSubmit={(event) => void submit(event)}>
        <input type="hidden" name="session" value={trial.session._id} />
        <fieldset className={styles.dates}>
          <legend>Choose a date</legend>
          {trial.dates.map((date) => (
            <label key={date.date} className={styles.date}>
              <input
                type="radio"
                name="date"
                value={date.date}
                required
                defaultChecked={fields?.date === date.date}
              />
              <span>
                {weekdayDayMonth(date.date)}
                {date.full && <span className={styles.full}> ({BOOKING_TEXTS.full})</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          Your name
          <input
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={TEXT_LIMITS.name}
            defaultValue={fields?.name}
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
            defaultValue={fields?.email}
          />
        </label>
        <label className={styles.field}>
          Phone <span className={styles.optional}>(optional)</span>
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={TEXT_LIMITS.phone}
            defaultValue={fields?.phone}
          />
        </label>
        <label className={styles.field}>
          Participant’s name
          <input
            name="participant"
            type="text"
            required
            maxLength={TEXT_LIMITS.name}
            defaultValue={fields?.participant}
          />
        </label>
        <label className={styles.field}>
          Participant’s age
          <input
            className={styles.age}
            name="age"
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={MAX_AGE}
            step={1}
            defaultValue={fields?.age}
          />
        </label>
        <label className={styles.field}>
          Message <span className={styles.optional}>(optional)</span>
          <textarea name="message" rows={4} maxLength={TEXT_LIMITS.message} defaultValue={fields?.message} />
        </label>
        {/* A honeypot: hidden from people and assistive technology, so only a bot fills it in. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            Website
            <input name="website" type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <label className={styles.consent}>
          <input name="consent" type="checkbox" value="yes" required defaultChecked={!!fields?.consent} />
          <span>
            I agree to the <Link to={PRIVACY_POLICY_PATH}>privacy policy</Link>
          </span>
        </label>
        <button className={styles.send} type="submit" disabled={submitting}>
          {submitting ? 'Booking...' : 'Book my free trial'}
        </button>
      </form>
      <Outcome state={state} startTime={trial.session.startTime} />
    </section>
  );
}
