import { type ContentItem, type Db, findBlock, findItem, listItems } from '@academy/server/kit';
import { pictureAnswer } from '@academy/contracts';
import classes from '../section';
import type { AcademyEvent, ClassSession, Closure } from '../schemas';
import { usableTimeZone } from './occurrences';

// The section's published content as its server code reads it: the time zone, the timetable,
// closures, programs and events (what visitors see; drafts and the trash left out).

const { key } = classes;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** The academy's time zone (`UTC` until one is saved). */
export async function academyTimeZone(db: Db): Promise<string> {
  return usableTimeZone((await findBlock(db, key, classes.records.settings.block))?.fields.timeZone);
}

export const toSession = (item: Pick<ContentItem, 'id' | 'fields'>): ClassSession => ({
  _id: item.id,
  program: text(item.fields.program),
  weekday: whole(item.fields.weekday),
  startTime: text(item.fields.startTime),
  endTime: text(item.fields.endTime),
  instructor: text(item.fields.instructor),
  location: text(item.fields.location),
  trialSpots: whole(item.fields.trialSpots),
});

export const toClosure = (item: Pick<ContentItem, 'id' | 'fields'>): Closure => ({
  _id: item.id,
  title: text(item.fields.title),
  startDate: text(item.fields.startDate),
  endDate: text(item.fields.endDate),
});

const toEvent = (item: ContentItem): AcademyEvent => ({
  _id: item.id,
  title: text(item.fields.title),
  description: text(item.fields.description),
  image: text(item.fields.image),
  kind: text(item.fields.kind),
  startsAt: text(item.fields.startsAt),
  endsAt: text(item.fields.endsAt),
  location: text(item.fields.location),
  ...pictureAnswer(item.fields, 'image'),
});

export async function findSession(db: Db, id: string): Promise<ClassSession | undefined> {
  const item = await findItem(db, key, classes.lists.sessions.collection, id);
  return item && toSession(item);
}

export async function allSessions(db: Db): Promise<ClassSession[]> {
  return (await listItems(db, key, classes.lists.sessions.collection)).map(toSession);
}

export async function allClosures(db: Db): Promise<Closure[]> {
  return (await listItems(db, key, classes.lists.closures.collection)).map(toClosure);
}

export async function allEvents(db: Db): Promise<AcademyEvent[]> {
  return (await listItems(db, key, classes.lists.events.collection)).map(toEvent);
}

/** Program ids to titles. */
export async function programTitles(db: Db): Promise<Map<string, string>> {
  const programs = await listItems(db, key, classes.lists.programs.collection);
  return new Map(programs.map((item) => [item.id, text(item.fields.title)]));
}

/** A program of the list (drafts too: a class may be planned with one), for the timetable's check. */
export async function programExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await findItem(db, key, classes.lists.programs.collection, id, { unpublished: true }));
}

/** A program's title ('' when it is gone). */
export async function programTitle(db: Db, id: string): Promise<string> {
  const item = await findItem(db, key, classes.lists.programs.collection, id);
  return text(item?.fields.title);
}
