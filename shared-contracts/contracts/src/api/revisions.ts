import { type Static, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import { belowRecord, pathParam } from './pathParam';

// Revisions (README "Nothing lost"): the states a record's saves replaced, below the record's own
// API path, for any kind of record; both routes are the administrators'.

/** `<record path>/revisions`: GET the record's revisions, newest first. */
export const revisionsPath = (recordPath: string) => belowRecord(recordPath, 'revisions');

/** `<record path>/revisions/<id>/restore`: POST saves that state as a new save; answers as the save does. */
export const revisionRestorePath = (recordPath: string, revisionId: string) =>
  belowRecord(recordPath, `revisions/${pathParam(revisionId)}/restore`);

/** A state a save replaced: when and by whom it was replaced, and the record's fields then (as its GET answers them). */
export const revision = <T extends TSchema>(fields: T) =>
  Type.Object({ _id: Type.String(), at: Type.String(), by: Type.String(), fields });
export type Revision<R = Record<string, unknown>> = Static<ReturnType<typeof revision<TUnsafe<R>>>>;
