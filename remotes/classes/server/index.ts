import type { SectionServer } from '@academy/server/kit';
import { calendarRoutes } from './calendarFeed';
import { classesDemo } from './demo';
import { reminderTask } from './reminders';
import { classesRoutes } from './routes';
import { trialBookingsSearch } from './search';
import { onClosureSave, onSessionSave, onSessionTrash } from './timetableChanges';
import { prepareClosure, prepareEvent, prepareProgram, prepareSession, prepareSettings } from './validation';

/**
 * Classes, free trials and events: the definition's records and lists with checks across their
 * fields; the bookings (a table of their own) and their mails; the timetable's changes cancelling
 * the trials they make impossible; the reminders; the calendar feed at the site's root.
 */
export default {
  routes: classesRoutes,
  siteRoutes: calendarRoutes,
  tasks: [reminderTask],
  prepare: {
    settings: prepareSettings,
    programs: prepareProgram,
    sessions: prepareSession,
    closures: prepareClosure,
    events: prepareEvent,
  },
  onSave: { sessions: onSessionSave, closures: onClosureSave },
  onTrash: { sessions: onSessionTrash },
  demo: classesDemo,
  searchable: [trialBookingsSearch],
} satisfies SectionServer;
