import { type ConflictDetails, revisionTag } from '@academy/contracts';
import { type SendOptions, getErrorBody, getErrorStatus } from '@academy/runtime';

/** A record as the server answers it: with its revision (none before it was ever saved). */
export interface Revisioned {
  revision?: string;
}

/** The revision of a record as it was read ('0' for a record never saved: null). */
export function revisionOf(record: object | null | undefined): string {
  const revision = (record as Revisioned | null | undefined)?.revision;
  return typeof revision === 'string' ? revision : '0';
}

/** The later of two revisions of the same record (its GET's and its draft's, read at different times). */
export const laterRevision = (a: string, b: string): string => (Number(b) > Number(a) ? b : a);

/**
 * The headers of a write that started from `revision`: If-Match, so that the server refuses it
 * (409) when someone else wrote the record since. Every write of the admin kit sends it when the
 * record answered a revision.
 */
export const ifMatch = (revision: string | undefined): SendOptions =>
  revision === undefined ? {} : { headers: { 'If-Match': revisionTag(revision) } };

/** The details of a write refused because someone else saved the record first; undefined for any other failure. */
export function conflictOf(error: unknown): ConflictDetails | undefined {
  if (getErrorStatus(error) !== 409) return undefined;
  const body = getErrorBody(error) as { conflict?: ConflictDetails } | undefined;
  return body?.conflict;
}
