import type { Program } from '../../../schemas';
import { calendarPath } from '../bookingPaths';
import styles from './classes.css';

/** A feed's address to subscribe to: the calendar apps open `webcal:` as an http(s) feed they follow. */
export const webcal = (origin: string, path: string) => `${origin.replace(/^https?:/, 'webcal:')}${path}`;

/**
 * The calendar feeds: every class and event, or one program's classes, to subscribe to in a
 * calendar app (webcal:), or to download as a file.
 */
export function CalendarLinks({ origin, programs }: { origin: string; programs: readonly Program[] }) {
  return (
    <div className={styles.calendar}>
      <p>Subscribe in your calendar app and the timetable, closures and events stay up to date.</p>
      <ul className={styles.feeds}>
        <li>
          <a href={webcal(origin, calendarPath())}>All classes and events</a>
        </li>
        {programs.map((program) => (
          <li key={program._id}>
            <a href={webcal(origin, calendarPath(program._id))}>{program.title} classes</a>
          </li>
        ))}
      </ul>
      <p>
        <a href={`${origin}${calendarPath()}`} download>
          Download the calendar (.ics)
        </a>
      </p>
    </div>
  );
}
