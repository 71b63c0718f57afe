import {
  SITE_FRAME,
  type ContactInfo,
  type ContentReader,
  type DashboardHero,
  type SectionHero,
} from '@academy/contracts';
import section from '../../../section';
import type { ClassSession, Program, Upcoming } from '../../../schemas';
import { type ClassFilter, filterFrom } from './filterClasses';

/** Everything the Classes page shows. */
export interface ClassesContent {
  hero: SectionHero | null;
  programs: Program[];
  /** The weekly timetable, by weekday then start time. */
  sessions: ClassSession[];
  /** Closures of the next 8 weeks and events of the next 90 days, in the academy's time zone. */
  upcoming: Upcoming;
  /** The academy's name, logo and contact details, for the structured data (null when unknown). */
  academy: { brand: DashboardHero | null; contact: ContactInfo | null };
  /** The filter the address asks for (/classes?program=<id>&age=8): the form starts with it. */
  filter: ClassFilter;
  /** The site's origin, for the calendar feeds' addresses. */
  origin: string;
}

const byTime = (a: ClassSession, b: ClassSession) =>
  a.weekday - b.weekday || a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime);

/**
 * The page's calls, all sent together; if one of the section's fails, the page shows its error
 * text. The academy's name and contact details are the site frame's (the header and footer read
 * them too, from the read cache): without them the page still shows, with less structured data.
 */
export async function loadClasses(
  api: ContentReader,
  searchParams: URLSearchParams,
  origin: string,
): Promise<ClassesContent> {
  const optional = <T>(path: string) => api.get<T | null>(path).catch(() => null);
  const [hero, programs, sessions, upcoming, brand, contact] = await Promise.all([
    api.get<SectionHero | null>(section.records.hero.path),
    api.get<Program[] | null>(section.lists.programs.path),
    api.get<ClassSession[] | null>(section.lists.sessions.path),
    api.get<Upcoming>(section.paths.upcoming),
    optional<DashboardHero>(SITE_FRAME.brand.path),
    optional<ContactInfo>(SITE_FRAME.contact.path),
  ]);
  return {
    hero,
    programs: programs ?? [],
    sessions: [...(sessions ?? [])].sort(byTime),
    upcoming,
    academy: { brand, contact },
    filter: filterFrom(searchParams),
    origin,
  };
}
