import { useState, type FormEvent } from 'react';
import { browserWriter } from '@academy/ui';
import { BOOKING_TEXTS, type BookingByToken, type BookingStatus } from '../../../schemas';
import { Missing } from '../book/BookClassPage';
import { weekdayDayMonth } from '../dates';
import { type BookingContent, type CancelOutcome, TOKEN_PARAM, cancelTrial } from './cancelTrial';
import styles from '../book/book.css';

export const CANCELLED_TEXT = 'Your free trial is cancelled.';
export const CANCEL_FAILED_TEXT = 'Your free trial could not be cancelled just now. Please try again later.';

const STATUS_TEXTS: Record<BookingStatus, string> = {
  booked: 'Booked',
  waitlisted: 'On the waitlist',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'Missed',
};

/** A booking that may still be cancelled: one that holds a place or a place in the queue. */
const cancellable = (booking: BookingByToken) =>
  booking.status === 'booked' || booking.status === 'waitlisted';

function Cancelled() {
  return <Missing title="Free trial cancelled" text={CANCELLED_TEXT} />;
}

function Gone() {
  return <Missing title="Link no longer valid" text={BOOKING_TEXTS.linkInvalid} />;
}

type CancelState = { kind: 'idle' } | { kind: 'submitting' } | CancelOutcome;

/**
 * A booking as its mailed link shows it, with 'Cancel my trial': a form POSTed to the page's own
 * address (a mail scanner that follows the link cancels nothing), which the server answers
 * without the script; live, the same cancel through the API.
 */
function BookingDetails({
  booking,
  token,
  sent,
}: {
  booking: BookingByToken;
  token: string;
  sent?: CancelOutcome;
}) {
  const [state, setState] = useState<CancelState>(sent ?? { kind: 'idle' });
  if (state.kind === 'cancelled') return <Cancelled />;
  if (state.kind === 'gone') return <Gone />;

  async function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: 'submitting' });
    setState(await cancelTrial(browserWriter, token));
  }

  return (
    <div className={styles.page}>
      <h1>Your free trial</h1>
      <dl className={styles.details}>
        <dt>Class</dt>
        <dd>{booking.programTitle || 'Class'}</dd>
        <dt>When</dt>
        <dd>
          {weekdayDayMonth(booking.date)}, {booking.startTime}-{booking.endTime}
        </dd>
        <dt>Participant</dt>
        <dd>{booking.participant}</dd>
        <dt>Booked by</dt>
        <dd>
          {booking.name} ({booking.email})
        </dd>
        <dt>Status</dt>
        <dd>{STATUS_TEXTS[booking.status] ?? booking.status}</dd>
      </dl>
      {cancellable(booking) ? (
        <form method="post" onSubmit={(event) => void cancel(event)}>
          <input type="hidden" name={TOKEN_PARAM} value={token} />
          <button className={styles.send} type="submit" disabled={state.kind === 'submitting'}>
            {state.kind === 'submitting' ? 'Cancelling...' : 'Cancel my trial'}
          </button>
        </form>
      ) : (
        <p className={styles.notice}>This trial can no longer be cancelled.</p>
      )}
      {state.kind === 'error' && (
        <p className={styles.error} role="alert">
          {state.reason || CANCEL_FAILED_TEXT}
        </p>
      )}
    </div>
  );
}

/** The page of a mailed link (route /classes/booking?token=<token>). */
export function BookingView({ data }: { data: BookingContent }) {
  if (data.kind === 'cancelled') return <Cancelled />;
  if (data.kind === 'gone') return <Gone />;
  return <BookingDetails booking={data.booking} token={data.token} sent={data.sent} />;
}
