import {
  contentList,
  dataList,
  dataRecord,
  defineSection,
  heroRecord,
  sectionHero,
} from '@academy/contracts';
import {
  DEFAULT_TIME_ZONE,
  EVENT_KINDS,
  MAX_AGE,
  MAX_TRIAL_SPOTS,
  PROGRAM_LEVELS,
  academyEvent,
  classSession,
  classesSettings,
  closure,
  program,
} from './schemas';

const KEY = 'classes';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** 'Monday' for 1 ... 'Sunday' for 7. */
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1] ?? '';

/** The words staff read for a program's level and an event's kind. */
export const LEVEL_LABELS: Record<(typeof PROGRAM_LEVELS)[number], string> = {
  beginner: 'Beginner',
  all: 'All levels',
  advanced: 'Advanced',
};
export const EVENT_KIND_LABELS: Record<(typeof EVENT_KINDS)[number], string> = {
  grading: 'Grading',
  seminar: 'Seminar',
  tournament: 'Tournament',
  'open-day': 'Open day',
  other: 'Other',
};

/** The time zones this browser or server knows by their IANA names, UTC first: the setting's suggestions. */
const timeZoneNames = () => ['UTC', ...Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC')];

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
    settings: dataRecord(KEY, 'settings', classesSettings, {
      heading: 'Timetable settings',
      loadError: 'Failed to load the timetable settings',
      saved: 'Timetable settings updated successfully',
      saveError: 'Failed to update the timetable settings',
      fields: [
        {
          name: 'timeZone',
          label: 'Time zone',
          kind: 'text',
          required: true,
          default: DEFAULT_TIME_ZONE,
          suggestions: timeZoneNames,
          hint: "The academy's time zone (an IANA name such as Europe/London): class times are in it.",
        },
      ],
    }),
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
        fields: [
          {
            name: 'ageMin',
            label: 'Youngest age',
            kind: 'number',
            min: 0,
            max: MAX_AGE,
            hint: 'Optional, in years.',
          },
          {
            name: 'ageMax',
            label: 'Oldest age',
            kind: 'number',
            min: 0,
            max: MAX_AGE,
            hint: 'Optional, in years.',
          },
          {
            name: 'level',
            label: 'Level',
            kind: 'select',
            required: true,
            options: PROGRAM_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] })),
          },
        ],
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
        fields: [
          {
            name: 'program',
            label: 'Program',
            kind: 'reference',
            required: true,
            reference: { list: `/${KEY}/programs`, label: 'title' },
          },
          {
            name: 'weekday',
            label: 'Day',
            kind: 'select',
            required: true,
            options: WEEKDAY_NAMES.map((name, index) => ({ value: index + 1, label: name })),
          },
          { name: 'startTime', label: 'Start time', kind: 'time', required: true },
          { name: 'endTime', label: 'End time', kind: 'time', required: true },
          { name: 'instructor', label: 'Instructor', kind: 'text', required: true },
          { name: 'location', label: 'Location', kind: 'text', hint: 'Optional: a room or hall.' },
          {
            name: 'trialSpots',
            label: 'Trial places',
            kind: 'number',
            required: true,
            min: 0,
            max: MAX_TRIAL_SPOTS,
            default: '0',
            hint: 'Places per class for free trial visitors; 0 takes none.',
          },
        ],
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
        fields: [
          { name: 'title', label: 'Title', kind: 'text', required: true, hint: 'e.g. Christmas break' },
          { name: 'startDate', label: 'First day', kind: 'date', required: true },
          { name: 'endDate', label: 'Last day', kind: 'date', required: true },
        ],
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
        fields: [
          {
            name: 'kind',
            label: 'Kind',
            kind: 'select',
            required: true,
            options: EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] })),
          },
          { name: 'startsAt', label: 'Starts', kind: 'datetime', required: true },
          { name: 'endsAt', label: 'Ends', kind: 'datetime', required: true },
          { name: 'location', label: 'Location', kind: 'text' },
        ],
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
    // Both need a query (a class, a mailed link's token): nothing to list in the sitemap.
    { path: '/classes/book', expose: 'BookPage', inSitemap: false },
    { path: '/classes/booking', expose: 'BookingPage', inSitemap: false },
  ],
  screens: [
    { path: 'classes', expose: 'Page', label: 'Classes' },
    { path: 'classes/bookings', expose: 'BookingsPage', label: 'Trial bookings' },
  ],
  devPorts: { pages: 3012, screens: 3013 },
});
