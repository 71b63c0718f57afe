import { DEFAULT_COMPANY_NAME } from '@academy/contracts';
import { imageUrl } from '@academy/ui';
import type { AcademyEvent, ClassSession } from '../../../schemas';
import { addDays, localMidnight } from '../dates';
import type { ClassesContent } from './loadClasses';

const SCHEMA = 'https://schema.org';
/** schema.org's days, Monday (weekday 1) first. */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Per weekday with classes, the earliest start to the latest end: when the academy is open. */
export function openingHours(sessions: readonly ClassSession[]) {
  const days = new Map<number, { opens: string; closes: string }>();
  for (const { weekday, startTime, endTime } of sessions) {
    const day = days.get(weekday);
    days.set(weekday, {
      opens: day && day.opens < startTime ? day.opens : startTime,
      closes: day && day.closes > endTime ? day.closes : endTime,
    });
  }
  return [...days]
    .sort(([a], [b]) => a - b)
    .map(([weekday, hours]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `${SCHEMA}/${DAYS[weekday - 1]}`,
      ...hours,
    }));
}

/** Only the fields that have a value: schema.org readers prefer a property left out to an empty one. */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined));

const absolute = (value: string | undefined, origin: string) => {
  const url = imageUrl(value);
  return url ? new URL(url, origin).href : undefined;
};

/**
 * The page's structured data: the academy as a SportsActivityLocation (its name, logo and contact
 * details from the site frame, its opening hours from the whole timetable), and an Event per
 * upcoming event, at the academy or where the event says.
 */
export function classesStructuredData({ academy, sessions, upcoming, origin }: ClassesContent): object[] {
  const name = academy.brand?.name || DEFAULT_COMPANY_NAME;
  const address = academy.contact?.address;
  const place = present({
    '@context': SCHEMA,
    '@type': 'SportsActivityLocation',
    name,
    url: `${origin}/`,
    logo: absolute(academy.brand?.logo, origin),
    address,
    telephone: academy.contact?.phone,
    email: academy.contact?.email,
    openingHoursSpecification: sessions.length ? openingHours(sessions) : undefined,
  });
  const event = (item: AcademyEvent) =>
    present({
      '@context': SCHEMA,
      '@type': 'Event',
      name: item.title,
      description: item.description,
      image: absolute(item.image, origin),
      startDate: item.startsAt,
      endDate: item.endsAt,
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      location: present({ '@type': 'Place', name: item.location || name, address }),
      organizer: present({ '@type': 'Organization', name, url: `${origin}/` }),
    });
  return [place, ...upcoming.events.map(event)];
}

/**
 * When the page next changes by itself: at the academy's next midnight (today's closures and
 * the 90 days' window move on; an event coming into the window shows then at the latest), or
 * sooner when a listed event ends (it leaves the list). ISO 8601.
 */
export function classesChangeAt({ upcoming }: Pick<ClassesContent, 'upcoming'>): string {
  const ends = upcoming.events.map((item) => Date.parse(item.endsAt)).filter((end) => !Number.isNaN(end));
  const midnight = localMidnight(addDays(upcoming.today, 1), upcoming.timeZone);
  const next = Math.min(...[midnight, ...ends].filter((time) => !Number.isNaN(time)));
  // A day the page cannot read: an hour, rather than until the content changes.
  return new Date(Number.isFinite(next) ? next : Date.now() + 60 * 60 * 1000).toISOString();
}
