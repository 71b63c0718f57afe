import { Link } from '@academy/runtime';
import { weekdayName } from '../../../section';
import { BOOKING_TEXTS } from '../../../schemas';
import { CLASSES_PAGE } from '../bookingPaths';
import { BookingForm } from './BookingForm';
import type { BookContent } from './loadTrialDates';
import styles from './book.css';

export const NOT_FOUND_TEXT = 'This class could not be found.';

/** A page that says it has nothing to show, and the way back to the timetable. */
export function Missing({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.page} aria-labelledby="missing-heading">
      <h1 id="missing-heading">{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={CLASSES_PAGE}>See all classes</Link>
      </p>
    </section>
  );
}

/**
 * The free trial booking page (route /classes/book?session=<id>): the class, its dates of the next
 * 4 weeks and the form; or 'not found' for an address naming no class the academy has.
 */
export function BookClassPage({ data: { trial, sent } }: { data: BookContent }) {
  if (!trial) return <Missing title="Class not found" text={NOT_FOUND_TEXT} />;
  const { session, programTitle, dates } = trial;
  const title = programTitle || 'Class';
  return (
    <div className={styles.page}>
      <h1>Free trial: {title}</h1>
      <dl className={styles.details}>
        <dt>When</dt>
        <dd>
          Every {weekdayName(session.weekday)}, {session.startTime}-{session.endTime}
        </dd>
        <dt>Instructor</dt>
        <dd>{session.instructor}</dd>
        {session.location && (
          <>
            <dt>Where</dt>
            <dd>{session.location}</dd>
          </>
        )}
      </dl>
      {session.trialSpots === 0 ? (
        <p className={styles.notice}>{BOOKING_TEXTS.noTrials}</p>
      ) : dates.length === 0 ? (
        <p className={styles.notice}>No dates are open for a free trial in the next 4 weeks.</p>
      ) : (
        <BookingForm trial={trial} sent={sent} />
      )}
      <p>
        <Link to={CLASSES_PAGE}>See all classes</Link>
      </p>
    </div>
  );
}
