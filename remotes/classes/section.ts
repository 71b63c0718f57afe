import {
  contentList,
  dataList,
  dataRecord,
  defineSection,
  heroRecord,
  sectionHero,
} from '@academy/contracts';
import { academyEvent, classSession, classesSettings, closure, program } from './schemas';

const KEY = 'classes';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** 'Monday' for 1 ... 'Sunday' for 7. */
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1] ?? '';

/**
 * Classes, free trial lessons and events: programs, the weekly timetable (at the academy's local
 * time, a setting of the section), closures and events, edited by staff; visitors book free
 * trials (a table of the section's own) and subscribe to the calendar.
 */
export default defineSection({
  name: 'classes',
  key: KEY,
  order: 4.5,
  records: {
    hero: heroRecord(KEY, 'Classes', sectionHero),
    settings: dataRecord(KEY, 'settings', classesSettings),
  },
  lists: {
    programs: contentList(KEY, 'programs', program, {
      itemName: 'program',
      editor: {
        heading: 'Programs',
        loadError: 'Failed to load programs',
        saveError: 'Failed to save program',
        deleteError: 'Failed to delete program',
        created: 'Program added successfully',
        updated: 'Program updated successfully',
        deleteConfirm: 'Delete this program?',
        empty: 'No programs yet.',
      },
    }),
    sessions: dataList(KEY, 'sessions', classSession, {
      itemName: 'class',
      itemTitle: (fields) =>
        `${weekdayName(Number(fields.weekday))} ${String(fields.startTime ?? '')}-${String(fields.endTime ?? '')}, ${String(fields.instructor ?? '')}`,
      editor: {
        heading: 'Weekly timetable',
        loadError: 'Failed to load the timetable',
        saveError: 'Failed to save class',
        deleteError: 'Failed to delete class',
        created: 'Class added successfully',
        updated: 'Class updated successfully',
        deleteConfirm: 'Delete this class?',
        empty: 'No classes scheduled yet.',
      },
    }),
    closures: dataList(KEY, 'closures', closure, {
      itemName: 'closure',
      itemTitle: (fields) => String(fields.title ?? ''),
      editor: {
        heading: 'Closures',
        loadError: 'Failed to load closures',
        saveError: 'Failed to save closure',
        deleteError: 'Failed to delete closure',
        created: 'Closure added successfully',
        updated: 'Closure updated successfully',
        deleteConfirm: 'Delete this closure?',
        empty: 'No closures planned.',
      },
    }),
    events: contentList(KEY, 'events', academyEvent, {
      itemName: 'event',
      editor: {
        heading: 'Events',
        loadError: 'Failed to load events',
        saveError: 'Failed to save event',
        deleteError: 'Failed to delete event',
        created: 'Event added successfully',
        updated: 'Event updated successfully',
        deleteConfirm: 'Delete this event?',
        empty: 'No upcoming events.',
      },
    }),
  },
  slots: {},
  paths: {
    /** Free trial bookings: POST is the visitors' (public); the list, changes and deletes are staff's. */
    bookings: `/${KEY}/bookings`,
    /** A class's next 4 weeks of dates open to trials (`?session=<id>`), public. */
    trialDates: `/${KEY}/trial-dates`,
    /** The closures and events coming up, in the academy's time zone, public. */
    upcoming: `/${KEY}/upcoming`,
    /** A mailed link's booking (`?token=<token>`), and its cancel (`/cancel`, POST): public. */
    booking: `/${KEY}/booking`,
  },
  pages: [
    { path: '/classes', expose: 'Page', label: 'Classes' },
    { path: '/classes/book', expose: 'BookPage' },
    { path: '/classes/booking', expose: 'BookingPage' },
  ],
  screens: [
    { path: 'classes', expose: 'Page', label: 'Classes' },
    { path: 'classes/bookings', expose: 'BookingsPage', label: 'Trial bookings' },
  ],
  devPorts: { pages: 3012, screens: 3013 },
});
