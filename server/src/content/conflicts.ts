import { CONFLICT_MESSAGE, type ConflictDetails } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { findDraft } from '../repositories/contentDrafts';
import { nextVersion, versionsOf } from '../repositories/contentVersions';
import { HttpError, badRequest } from '../services/httpErrors';

/**
 * The revision a write started from, as its If-Match names it (the ETag its record answered).
 * Without one, or with `*`, the write is applied whatever the revision (as before issue 32).
 */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const revision = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header)?.[1];
  if (revision === undefined) {
    throw badRequest('If-Match must be the revision the record answered (its ETag), such as "3".');
  }
  return Number(revision);
}

/** A write of one record (a save, a draft's save or discard, a publish, a restore, a delete). */
export interface RecordWrite {
  /** The record's key, as its revisions and drafts are keyed. */
  key: string;
  /** The revision the writer started from (If-Match); none writes over whatever is there. */
  ifMatch?: number;
  by: string;
}

/** Thrown in a write's transaction when another write of the record came first; see `refuseStale`. */
class StaleRevision extends Error {
  constructor(readonly key: string) {
    super(`${key} moved on since the revision its writer started from`);
  }
}

/**
 * In a write's transaction: counts it as the record's next revision, or throws when the record is
 * no longer at the revision the writer started from (which rolls the write back). Answers the new
 * revision.
 */
export async function countWrite(app: FastifyInstance, tx: Db, write: RecordWrite): Promise<string> {
  const revision = await nextVersion(tx, {
    record: write.key,
    expected: write.ifMatch,
    savedBy: write.by,
    savedAt: app.now(),
  });
  if (revision === undefined) throw new StaleRevision(write.key);
  return String(revision);
}

/** The current revision of each record, by key ('0': none counted yet). */
export async function revisionsOf(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const versions = await versionsOf(db, keys);
  return new Map(keys.map((key) => [key, String(versions.get(key)?.revision ?? 0)]));
}

/** A record's answer with its current revision. */
export async function withCurrentRevision<T extends object>(db: Db, key: string, answer: T) {
  return { ...answer, revision: (await revisionsOf(db, [key])).get(key) ?? '0' };
}

/** A record as a write's route finds it: its stored fields (none: never saved) and how they answer. */
export interface RecordState {
  current?: Record<string, unknown>;
  answer(fields: Record<string, unknown>): unknown;
}

/** Their version, read once the write was refused: the record and its draft as staff read them. */
async function theirVersion(db: Db, key: string, theirs: () => Promise<RecordState>) {
  const state = await theirs().catch((error: unknown) => {
    // A record gone meanwhile (moved to the trash) has no version of theirs to show.
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  });
  const draft = state && (await findDraft(db, key));
  const answer = (fields: Record<string, unknown>) => state?.answer(fields) as Record<string, unknown>;
  return {
    record: state?.current ? answer(state.current) : null,
    draft: draft ? answer(draft.fields) : null,
  };
}

/**
 * Runs a write; when another write came first, answers 409 with the sentence, who wrote the
 * record last and when, its revision now and their version (the record and its draft, read by
 * `theirs` as the record's routes find it).
 */
export async function refuseStale<T>(
  app: FastifyInstance,
  theirs: () => Promise<RecordState>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StaleRevision)) throw error;
    const [version] = (await versionsOf(app.db, [error.key])).values();
    const revision = String(version?.revision ?? 0);
    const { record, draft } = await theirVersion(app.db, error.key, theirs);
    const details: ConflictDetails = {
      by: version?.savedBy ?? '',
      at: version?.savedAt.toISOString() ?? '',
      revision,
      record: record && { ...record, revision },
      draft,
    };
    throw new HttpError(409, CONFLICT_MESSAGE, {}, { conflict: details });
  }
}
