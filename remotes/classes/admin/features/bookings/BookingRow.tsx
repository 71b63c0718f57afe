import { formatLongDate, mailtoHref, telHref } from '@academy/contracts';
import { Button } from '@academy/admin-kit';
import type { BookingOutcome, BookingStatus, TrialBooking } from '../../../schemas';
import { formatDay } from '../shared/dates';
import { BOOKING_OUTCOMES, BOOKING_STATUSES, OUTCOME_LABELS, STATUS_LABELS } from './bookingsView';
import styles from './bookings.css';

interface BookingRowProps {
  booking: TrialBooking;
  /** The class as staff name it ('Kids, Tuesday 17:30'). */
  className: string;
  busy: boolean;
  onStatus: (status: BookingStatus) => void;
  onOutcome: (outcome: BookingOutcome) => void;
  onDelete: () => void;
}

/**
 * One booking: who comes (the participant and age), who booked (name, email, phone, message), the
 * class and date, its status and outcome changed in place (each change is sent at once), and Delete.
 */
export function BookingRow({ booking, className, busy, onStatus, onOutcome, onDelete }: BookingRowProps) {
  const who = booking.participant;
  return (
    <tr>
      <th scope="row">
        {who}
        <span className={styles.age}>Age {booking.age}</span>
      </th>
      <td>
        <p className={styles.contact}>{booking.name}</p>
        <p className={styles.contact}>
          <a href={mailtoHref(booking.email)}>{booking.email}</a>
        </p>
        {booking.phone && (
          <p className={styles.contact}>
            <a href={telHref(booking.phone)}>{booking.phone}</a>
          </p>
        )}
        {booking.message && <p className={styles.message}>{booking.message}</p>}
      </td>
      <td>{className}</td>
      <td className={styles.nowrap}>{formatDay(booking.date)}</td>
      <td>
        <select
          className={styles.select}
          aria-label={`Status of ${who}'s booking`}
          value={booking.status}
          disabled={busy}
          data-status={booking.status}
          onChange={(event) => onStatus(event.target.value as BookingStatus)}
        >
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </td>
      <td>
        <select
          className={styles.select}
          aria-label={`Outcome of ${who}'s booking`}
          value={booking.outcome}
          disabled={busy}
          onChange={(event) => onOutcome(event.target.value as BookingOutcome)}
        >
          {BOOKING_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOME_LABELS[outcome]}
            </option>
          ))}
        </select>
      </td>
      <td className={styles.nowrap}>{formatLongDate(booking.createdAt)}</td>
      <td>
        <Button variant="danger" onClick={onDelete} disabled={busy} aria-label={`Delete ${who}'s booking`}>
          Delete
        </Button>
      </td>
    </tr>
  );
}
