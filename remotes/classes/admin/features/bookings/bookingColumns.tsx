import { formatLongDate, mailtoHref, telHref } from '@academy/contracts';
import { TableSelect, type TableColumn } from '@academy/admin-kit';
import type { BookingOutcome, BookingStatus, TrialBooking } from '../../../schemas';
import { formatDay } from '../shared/dates';
import { BOOKING_OUTCOMES, BOOKING_STATUSES, OUTCOME_LABELS, STATUS_LABELS } from './bookingsView';
import styles from './bookings.css';

/** A select's options: each value under its label. */
const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));

/** A booking's statuses and outcomes, as the filters and each row offer them. */
export const STATUS_OPTIONS = optionsOf(BOOKING_STATUSES, STATUS_LABELS);
export const OUTCOME_OPTIONS = optionsOf(BOOKING_OUTCOMES, OUTCOME_LABELS);

interface BookingColumnsOptions {
  /** The class as staff name it ('Kids, Tuesday 17:30'). */
  classOf: (booking: TrialBooking) => string;
  busy: boolean;
  onChange: (booking: TrialBooking, body: { status: BookingStatus } | { outcome: BookingOutcome }) => void;
}

/**
 * A booking's columns: who comes (the participant and age), who booked (name, email, phone,
 * message), the class and date, its status and outcome changed in place (each change is sent at
 * once), and when it was booked.
 */
export function bookingColumns({
  classOf,
  busy,
  onChange,
}: BookingColumnsOptions): TableColumn<TrialBooking>[] {
  return [
    {
      header: 'Participant',
      rowHeader: true,
      cell: (booking) => (
        <>
          {booking.participant}
          <span className={styles.age}>Age {booking.age}</span>
        </>
      ),
    },
    {
      header: 'Booked by',
      cell: (booking) => (
        <>
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
        </>
      ),
    },
    { header: 'Class', cell: classOf },
    { header: 'Date', className: styles.nowrap, cell: (booking) => formatDay(booking.date) },
    {
      header: 'Status',
      cell: (booking) => (
        <TableSelect
          aria-label={`Status of ${booking.participant}'s booking`}
          value={booking.status}
          disabled={busy}
          data-status={booking.status}
          onChange={(event) => onChange(booking, { status: event.target.value as BookingStatus })}
        >
          {STATUS_OPTIONS}
        </TableSelect>
      ),
    },
    {
      header: 'Outcome',
      cell: (booking) => (
        <TableSelect
          aria-label={`Outcome of ${booking.participant}'s booking`}
          value={booking.outcome}
          disabled={busy}
          onChange={(event) => onChange(booking, { outcome: event.target.value as BookingOutcome })}
        >
          {OUTCOME_OPTIONS}
        </TableSelect>
      ),
    },
    { header: 'Booked on', className: styles.nowrap, cell: (booking) => formatLongDate(booking.createdAt) },
  ];
}
