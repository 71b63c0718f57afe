import { Link } from '@academy/runtime';
import { weekdayName } from '../../../section';
import type { ClassSession } from '../../../schemas';
import { bookingPath } from '../bookingPaths';
import styles from './classes.css';

interface TimetableProps {
  sessions: readonly ClassSession[];
  /** A program's title by its id. */
  programTitle: (id: string) => string;
  /** What to say when there is nothing to show. */
  emptyText: string;
}

/**
 * The weekly timetable: one list by day, which the styles lay out as a grid of the days side by
 * side, each in time order, on a wide screen, and as the days one under the other on a phone.
 * Each class says its program, time, instructor and place, and links to its free trial booking
 * when it takes trial visitors.
 */
export function Timetable({ sessions, programTitle, emptyText }: TimetableProps) {
  if (sessions.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const days = [...new Set(sessions.map((session) => session.weekday))].sort((a, b) => a - b);
  return (
    <ol className={styles.week} aria-label="Classes by day">
      {days.map((weekday) => (
        <li key={weekday} className={styles.day}>
          <h3>{weekdayName(weekday)}</h3>
          <ul className={styles.classes}>
            {sessions
              .filter((session) => session.weekday === weekday)
              .map((session) => {
                const program = programTitle(session.program) || 'Class';
                return (
                  <li key={session._id} className={styles.class}>
                    <p className={styles.time}>
                      <time>{session.startTime}</time>-<time>{session.endTime}</time>
                    </p>
                    <p className={styles.program}>{program}</p>
                    <p>{session.instructor}</p>
                    {session.location && <p className={styles.muted}>{session.location}</p>}
                    {session.trialSpots > 0 && (
                      // Named whole (the visible words first): a list of links all called 'Book a
                      // free trial' tells a screen reader nothing.
                      <Link
                        className={styles.book}
                        to={bookingPath(session._id)}
                        aria-label={`Book a free trial: ${program}, ${weekdayName(weekday)} ${session.startTime}`}
                      >
                        Book a free trial
                      </Link>
                    )}
                  </li>
                );
              })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
