import { type Static, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import { belowRecord } from './pathParam';

// Drafts and scheduled items (README "Nothing lost"): the paths below a record's own API
// path, the states a list item can be in, and a draft's answer. Preview links are in previews.ts.

/**
 * Where a list item stands for visitors: `published` (every read shows it), `draft` (only staff
 * see it) or `scheduled` (published by the server itself at its `publishAt`).
 */
export const ITEM_STATUSES = ['published', 'draft', 'scheduled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** `<record path>/draft`: PUT stores a draft (the save's body), GET reads it, DELETE discards it. */
export const draftPath = (recordPath: string) => belowRecord(recordPath, 'draft');

/** `<record path>/publish`: POST makes the draft the published state (a save, with its revision). */
export const publishPath = (recordPath: string) => belowRecord(recordPath, 'publish');

/** `<list path>/with-drafts`: the list as staff see it, drafts and scheduled items included and marked. */
export const listWithDraftsPath = (listPath: string) => `${listPath}/with-drafts`;

/** A record's draft: when and by whom it was saved, and the record as it would read published (as its GET answers it). */
export const draft = <T extends TSchema>(fields: T) =>
  Type.Object({ at: Type.String(), by: Type.String(), fields });
export type Draft<R = unknown> = Static<ReturnType<typeof draft<TUnsafe<R>>>>;

/** What `GET <record path>/draft` answers: the draft, or null when the record has none (which is normal). */
export const draftAnswer = <T extends TSchema>(fields: T) => Type.Union([draft(fields), Type.Null()]);

/** The fields of a list item's write that say where it stands, not what it holds. */
export const ITEM_STATE_FIELDS: readonly string[] = ['status', 'publishAt'];
