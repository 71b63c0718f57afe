import type { Closure, Upcoming } from '../../../schemas';
import { dayMonth, eventTime } from '../dates';
import styles from './classes.css';

/** 'No classes from 22 December to 2 January: Christmas break', or 'on 25 December' for one day. */
export function closureText({ title, startDate, endDate }: Closure): string {
  const days =
    startDate === endDate
      ? `on ${dayMonth(startDate)}`
      : `from ${dayMonth(startDate)} to ${dayMonth(endDate)}`;
  return `No classes ${days}: ${title}`;
}

/** A notice for every closure of the next 8 weeks. */
export function ClosureNotices({ closures }: { closures: Upcoming['closures'] }) {
  if (closures.length === 0) return null;
  return (
    <ul className={styles.notices} aria-label="Closures">
      {closures.map((closure) => (
        <li key={closure._id} className={styles.notice}>
          {closureText(closure)}
        </li>
      ))}
    </ul>
  );
}

const KINDS: Record<string, string> = {
  grading: 'Grading',
  seminar: 'Seminar',
  tournament: 'Tournament',
  'open-day': 'Open day',
};

/** The events of the next 90 days, soonest first, at the academy's time. */
export function UpcomingEvents({ upcoming }: { upcoming: Upcoming }) {
  if (upcoming.events.length === 0) return <p className={styles.empty}>No upcoming events.</p>;
  return (
    <ul className={styles.events} aria-label="Upcoming events">
      {upcoming.events.map((event) => (
        <li key={event._id} className={styles.event}>
          {KINDS[event.kind] && <p className={styles.kind}>{KINDS[event.kind]}</p>}
          <h3>{event.title}</h3>
          <p className={styles.when}>
            <time dateTime={event.startsAt}>
              {eventTime(event.startsAt, event.endsAt, upcoming.timeZone)}
            </time>
          </p>
          {event.location && <p className={styles.muted}>{event.location}</p>}
          {event.description && <p>{event.description}</p>}
        </li>
      ))}
    </ul>
  );
}
