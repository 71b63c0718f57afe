/** The pages of the section, as links to them are written. */
export const CLASSES_PAGE = '/classes';
/** The free trial booking of a class. */
export const bookingPath = (session: string) => `/classes/book?session=${encodeURIComponent(session)}`;
/** The calendar feeds, at the site's root (not the API's): every class and event, or one program's. */
export const CALENDAR_PATH = '/classes/calendar.ics';
export const calendarPath = (program?: string) =>
  program ? `${CALENDAR_PATH}?program=${encodeURIComponent(program)}` : CALENDAR_PATH;
