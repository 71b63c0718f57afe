import { AdminTable, type TableColumn } from '@academy/admin-kit';
import { formatDay } from '../shared/dates';
import type { Occurrence } from './bookingsView';
import styles from './bookings.css';

const COLUMNS: TableColumn<Occurrence>[] = [
  { header: 'Class', rowHeader: true, cell: (occurrence) => occurrence.name },
  { header: 'Date', className: styles.nowrap, cell: (occurrence) => formatDay(occurrence.date) },
  {
    header: 'Booked',
    className: styles.nowrap,
    cell: (occurrence) =>
      occurrence.places === null
        ? `${occurrence.booked} booked (class removed)`
        : `${occurrence.booked} of ${occurrence.places} places`,
  },
  {
    header: 'Waitlist',
    cell: ({ waitlist }) =>
      waitlist.length === 0 ? (
        '—'
      ) : (
        <ol className={styles.waitlist}>
          {waitlist.map((booking) => (
            <li key={booking._id}>
              {booking.participant} ({booking.name})
            </li>
          ))}
        </ol>
      ),
  },
];

/** The coming dates of classes with trial bookings: places taken of places offered, and the waitlist in order. */
export function Occurrences({ occurrences }: { occurrences: Occurrence[] }) {
  return (
    <AdminTable
      label="Coming classes table"
      minWidth="36rem"
      items={occurrences}
      itemKey={(occurrence) => occurrence.key}
      columns={COLUMNS}
      empty="No trials booked for the coming classes."
    />
  );
}
