import { describedPicture } from '@academy/contracts';
import { useState } from 'react';
import { Hero, PageSection } from '@academy/ui';
import type { ClassSession, Program } from '../../../schemas';
import { CalendarLinks } from './CalendarLinks';
import { ClassFilterForm } from './ClassFilterForm';
import { type ClassFilter, filterClasses } from './filterClasses';
import type { ClassesContent } from './loadClasses';
import { Programs } from './Programs';
import { Timetable } from './Timetable';
import { ClosureNotices, UpcomingEvents } from './Upcoming';
import styles from './classes.css';

export const HERO_DEFAULTS = {
  title: 'Our Classes',
  description: 'Find the right class and book a free trial.',
};

/**
 * The filter form and what it narrows (the programs and the timetable), the same way on the
 * server (the address's filter) and live in the browser (every change).
 */
function FilteredClasses({
  programs,
  sessions,
  filter: asked,
}: {
  programs: Program[];
  sessions: ClassSession[];
  filter: ClassFilter;
}) {
  const [filter, setFilter] = useState(asked);
  const shown = filterClasses(programs, sessions, filter);
  const titles = new Map(programs.map((program) => [program._id, program.title]));
  const filtered = shown.programs.length !== programs.length || shown.sessions.length !== sessions.length;
  return (
    <>
      {programs.length > 0 && (
        <div className={styles.filterBand}>
          <ClassFilterForm programs={programs} value={filter} onChange={setFilter} />
        </div>
      )}
      <PageSection heading="Programs">
        <Programs
          programs={shown.programs}
          emptyText={programs.length ? 'No program matches your search.' : 'No programs yet.'}
        />
      </PageSection>
      <PageSection heading="Weekly Timetable">
        <Timetable
          sessions={shown.sessions}
          programTitle={(id) => titles.get(id) ?? ''}
          emptyText={
            sessions.length && filtered ? 'No class matches your search.' : 'No classes scheduled yet.'
          }
        />
      </PageSection>
    </>
  );
}

/**
 * The Classes page (route /classes): the hero, the closures coming up, the programs and the
 * weekly timetable with their filter, the upcoming events and the calendar feeds.
 */
export function ClassesPage({ data }: { data: ClassesContent }) {
  const { hero, programs, sessions, upcoming, filter, origin } = data;
  return (
    <>
      <Hero
        title={hero?.herotitle || HERO_DEFAULTS.title}
        description={hero?.herodescription || HERO_DEFAULTS.description}
        image={describedPicture(hero, 'heroimg')}
      />
      <ClosureNotices closures={upcoming.closures} />
      {/* Another address's filter (a link to /classes, say) starts the form and the lists afresh. */}
      <FilteredClasses
        key={`${filter.program} ${filter.age}`}
        programs={programs}
        sessions={sessions}
        filter={filter}
      />
      <PageSection heading="Upcoming Events">
        <UpcomingEvents upcoming={upcoming} />
      </PageSection>
      <PageSection heading="Calendar">
        <CalendarLinks origin={origin} programs={programs} />
      </PageSection>
    </>
  );
}
