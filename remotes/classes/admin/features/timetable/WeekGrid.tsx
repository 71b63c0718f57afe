import { useId } from 'react';
import type { ListItemState } from '@academy/contracts';
import { EditorSection, QueryState, useListWithDrafts } from '@academy/admin-kit';
import section, { weekdayName } from '../../../section';
import type { ClassSession, Program } from '../../../schemas';
import styles from './timetable.css';

type Session = ClassSession & ListItemState;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** One day's column: its classes in the order they start, each a button that opens its form. */
function Day({
  weekday,
  sessions,
  programTitle,
  onChoose,
}: {
  weekday: number;
  sessions: Session[];
  programTitle: (id: string) => string;
  onChoose: (id: string) => void;
}) {
  const headingId = useId();
  const name = weekdayName(weekday);
  return (
    <div className={styles.day}>
      <h3 id={headingId}>{name}</h3>
      {sessions.length === 0 ? (
        <p className={styles.none}>No classes</p>
      ) : (
        <ul aria-labelledby={headingId} className={styles.classes}>
          {sessions.map((session) => {
            const program = programTitle(session.program);
            const time = `${session.startTime}-${session.endTime}`;
            return (
              <li key={session._id}>
                <button
                  type="button"
                  className={styles.class}
                  onClick={() => onChoose(session._id)}
                  aria-label={`Edit ${program}, ${name} ${time}`}
                >
                  <span className={styles.time}>{time}</span>
                  <strong>{program}</strong>
                  <span>{session.instructor}</span>
                  <span className={styles.trials}>
                    {session.trialSpots > 0 ? `${session.trialSpots} trial places` : 'No trials'}
                  </span>
                  {session.status && session.status !== 'published' && (
                    <span className={styles.badge}>Not published</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The weekly timetable as a week: the days side by side on a wide screen, one under another on a
 * phone, each with its classes in the order they start (as staff see them, unpublished ones
 * marked). Choosing a class opens its form in the timetable's editor below.
 */
export function WeekGrid({ onChoose }: { onChoose: (id: string) => void }) {
  const sessions = useListWithDrafts<Session>(section.lists.sessions.path);
  const programs = useListWithDrafts<Program>(section.lists.programs.path);
  const programTitle = (id: string) =>
    programs.data?.find((program) => program._id === id)?.title ?? 'Program not found';
  return (
    <EditorSection heading="Week at a glance">
      <QueryState query={sessions} errorText="Failed to load the timetable">
        {(list) => (
          <div className={styles.week}>
            {WEEKDAYS.map((weekday) => (
              <Day
                key={weekday}
                weekday={weekday}
                sessions={(list ?? [])
                  .filter((session) => session.weekday === weekday)
                  .sort((a, b) => a.startTime.localeCompare(b.startTime))}
                programTitle={programTitle}
                onChoose={onChoose}
              />
            ))}
          </div>
        )}
      </QueryState>
    </EditorSection>
  );
}
