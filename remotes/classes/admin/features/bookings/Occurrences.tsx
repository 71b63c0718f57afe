import { ScrollingTable } from '@academy/admin-kit';
import { formatDay } from '../shared/dates';
import type { Occurrence } from './bookingsView';
import styles from './bookings.css';

/** The coming dates of classes with trial bookings: places taken of places offered, and the waitlist in order. */
export function Occurrences({ occurrences }: { occurrences: Occurrence[] }) {
  if (occurrences.length === 0)
    return <p className={styles.empty}>No trials booked for the coming classes.</p>;
  return (
    <ScrollingTable label="Coming classes table" minWidth="36rem">
      <thead>
        <tr>
          <th scope="col">Class</th>
          <th scope="col">Date</th>
          <th scope="col">Booked</th>
          <th scope="col">Waitlist</th>
        </tr>
      </thead>
      <tbody>
        {occurrences.map((occurrence) => (
          <tr key={occurrence.key}>
            <th scope="row">{occurrence.name}</th>
            <td className={styles.nowrap}>{formatDay(occurrence.date)}</td>
            <td className={styles.nowrap}>
              {occurrence.places === null
                ? `${occurrence.booked} booked (class removed)`
                : `${occurrence.booked} of ${occurrence.places} places`}
            </td>
            <td>
              {occurrence.waitlist.length === 0 ? (
                '—'
              ) : (
                <ol className={styles.waitlist}>
                  {occurrence.waitlist.map((booking) => (
                    <li key={booking._id}>
                      {booking.participant} ({booking.name})
                    </li>
                  ))}
                </ol>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
