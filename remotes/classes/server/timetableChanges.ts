import type { ContentFields, ListItemSave, ListItemTrash, ListWriteHook } from '@academy/server/kit';
import { badRequest } from '@academy/server/kit';
import { weekdayName } from '../section';
import { cancelForChange, promoteForMorePlaces } from './bookings';
import { programExists } from './content';
import { dayAndMonth } from './occurrences';
import { PROGRAM_REFUSED } from './validation';

// The timetable's hooks (SectionServer's onSave and onTrash of the classes and the closures):
// a change that makes booked trials impossible cancels them in the same transaction, and their
// visitors are told why once it has committed.

const NO_LONGER = 'The class is no longer on the timetable.';
const movedTo = (fields: ContentFields) =>
  `The class has moved to ${weekdayName(Number(fields.weekday))} ${String(fields.startTime)}-${String(fields.endTime)}.`;
const closedFor = (fields: ContentFields) =>
  `The academy is closed from ${dayAndMonth(String(fields.startDate))} to ${dayAndMonth(String(fields.endDate))}: ${String(fields.title)}.`;

/** A class that starts on the same day at the same time keeps its trials: a later end moves nothing a visitor plans around. */
const sameStart = (a: ContentFields, b: ContentFields) =>
  ['weekday', 'startTime'].every((field) => String(a[field]) === String(b[field]));

const placesOf = (fields: ContentFields) => Number(fields.trialSpots) || 0;

/**
 * A class's save: its program must exist; a class moved or unpublished cancels its trials; more
 * places book the waitlisted of its coming dates, in arrival order. Fewer places never un-book
 * anyone: those booked keep their places, and the waitlist moves only once they are below the
 * new number.
 */
export const onSessionSave: ListWriteHook<ListItemSave> = async (tx, { id, before, after }, app) => {
  if (!(await programExists(tx, String(after.fields.program ?? '')))) throw badRequest(PROGRAM_REFUSED);
  if (!before || before.status !== 'published') return undefined;
  if (after.status !== 'published') return cancelForChange(app, tx, { sessionId: id }, NO_LONGER);
  if (!sameStart(before.fields, after.fields)) {
    return cancelForChange(app, tx, { sessionId: id }, movedTo(after.fields));
  }
  const places = placesOf(after.fields);
  if (places <= placesOf(before.fields)) return undefined;
  return promoteForMorePlaces(app, tx, id, places);
};

/** A class deleted cancels its trials. */
export const onSessionTrash: ListWriteHook<ListItemTrash> = (tx, { id, item }, app) =>
  item.status === 'published' ? cancelForChange(app, tx, { sessionId: id }, NO_LONGER) : undefined;

/** A closure published (new, or its dates changed) cancels the trials on its days. */
export const onClosureSave: ListWriteHook<ListItemSave> = (tx, { after }, app) => {
  if (after.status !== 'published') return undefined;
  const dates = { startDate: String(after.fields.startDate), endDate: String(after.fields.endDate) };
  return cancelForChange(app, tx, { dates }, closedFor(after.fields));
};
