import { type TObject, Type } from '@sinclair/typebox';
import { revision, revisionRestorePath, revisionsPath, withRevision } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { deleteDraft } from '../repositories/contentDrafts';
import { uploadedPathsIn } from '../services/uploadedFiles';
import {
  findRevisionForShare,
  insertRevision,
  listRevisions,
  pruneRevisions,
  keptFieldsOf,
} from '../repositories/contentRevisions';
import { ok } from '../services/envelope';
import { notFound } from '../services/httpErrors';
import type { TypedApp } from '../sections/sectionServer';
import { ifMatchOf } from './conflicts';
import { answers } from './routeSchemas';

/** Retention: a record keeps its last 50 revisions and every one younger than 90 days. */
const REVISIONS_KEPT = 50;
const REVISIONS_KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The revisions' key of a single record or a slot (a block). */
export const blockRevisionKey = (section: string, block: string) => `${section}/${block}`;

/**
 * The revisions' key of a list item. What belongs to an item (a blog's detailed content) keys
 * its own revisions below it (`<item key>/detailed`), so they go to the trash and are purged with it.
 */
export const itemRevisionKey = (section: string, collection: string, id: string) =>
  `${section}/${collection}/${id}`;

/** What names the record a request is for: its path's parameters, and its query's for a record named by one. */
export const recordParams = (request: FastifyRequest) =>
  ({ ...(request.query as object), ...(request.params as object) }) as Record<string, string>;

/** Who saves: the signed-in administrator's name (every write of content is an admin route). */
export const savedBy = (request: FastifyRequest) => request.admin?.name ?? '';

/** Who writes, and the revision they started from (If-Match; none writes over whatever is there). */
export interface WriteBy {
  by: string;
  ifMatch?: number;
}
export const writeBy = (request: FastifyRequest): WriteBy => ({
  by: savedBy(request),
  ifMatch: ifMatchOf(request),
});

export interface ReplacedState {
  key: string;
  /** The stored fields the save replaces; none for a first save. */
  replaced: Record<string, unknown> | undefined;
  /** The stored fields the save writes. */
  current: Record<string, unknown>;
  by: string;
}

/**
 * In a save's transaction: keeps the state it replaced as a revision, applies the retention to
 * the record, and ends its draft (a save publishes what the editor holds). Answers the public
 * paths of the files that only the revisions let go, or the draft, referred to, for the save to
 * release; a file the record or a kept revision refers to stays.
 */
export async function keepRevision(app: FastifyInstance, tx: Db, save: ReplacedState): Promise<string[]> {
  const now = app.now();
  const draft = await deleteDraft(tx, save.key);
  if (save.replaced) {
    await insertRevision(tx, save.key, { fields: save.replaced, savedBy: save.by, savedAt: now });
  }
  const cutoff = new Date(now.getTime() - REVISIONS_KEPT_DAYS * DAY_MS);
  const pruned = await pruneRevisions(tx, save.key, REVISIONS_KEPT, cutoff);
  const letGo = uploadedPathsIn([pruned, draft?.fields ?? {}]);
  if (letGo.length === 0) return [];
  const kept = new Set(uploadedPathsIn([save.current, await keptFieldsOf(tx, save.key)]));
  return [...new Set(letGo)].filter((file) => !kept.has(file));
}

/** Makes a stored state current: a revision's, or the draft's (see saveBlock's `source`). */
export type StateSource = (tx: Db, key: string) => Promise<Record<string, unknown>>;

/** In a restore's transaction: the stored fields of the revision to make current (404 if unknown). */
export const revisionToRestore =
  (id: string): StateSource =>
  async (tx, key) => {
    const revision = await findRevisionForShare(tx, key, id);
    if (!revision) throw notFound('There is no revision with that id for this record.');
    return revision.fields;
  };

/** A record's revisions: where they are kept, and how each answers as the record's GET would. */
export interface RevisionHistory {
  key: string;
  answer(fields: Record<string, unknown>): unknown;
}

export interface RevisionRoutes {
  /** The record's own path, its parameters named as the record's routes name them. */
  path: string;
  params?: TObject;
  /** The record's query, for a record named by one (a page's search fields, `?path=`). */
  querystring?: TObject;
  /** What the record's GET answers (a revision's `fields`). */
  record: TObject;
  /** The record's history; throws a 404 for a record that does not exist. */
  history(params: Record<string, string>): Promise<RevisionHistory>;
  /**
   * Saves the revision's state as the record's new one, by `write.by` (refused with 409 when the
   * record moved on since `write.ifMatch`); answers it as the save does, with its revision.
   */
  restore(params: Record<string, string>, revisionId: string, write: WriteBy): Promise<unknown>;
}

/**
 * `GET <record path>/revisions` (newest first: `_id`, `at`, `by`, `fields`) and
 * `POST <record path>/revisions/<revisionId>/restore`, both admin only, for any kind of record.
 */
export function registerRevisionRoutes(app: TypedApp, options: RevisionRoutes): void {
  const params = options.params ?? Type.Object({});
  const restoreParams = Type.Object({ ...params.properties, revisionId: Type.String() });
  // A schema's `querystring` only where there is one: Fastify warns of every route given none.
  const query = options.querystring ? { querystring: options.querystring } : {};

  app.get(
    revisionsPath(options.path),
    {
      config: { access: 'admin' },
      schema: { params, ...query, response: answers(Type.Array(revision(options.record))) },
    },
    async (request) => {
      const history = await options.history(recordParams(request));
      const revisions = await listRevisions(app.db, history.key);
      return ok(
        revisions.map((saved) => ({
          _id: saved.id,
          at: saved.savedAt.toISOString(),
          by: saved.savedBy,
          fields: history.answer(saved.fields),
        })),
      );
    },
  );

  app.post(
    revisionRestorePath(options.path, ':revisionId'),
    { schema: { params: restoreParams, ...query, response: answers(withRevision(options.record)) } },
    async (request) => {
      const { revisionId, ...record } = recordParams(request);
      return ok(await options.restore(record, revisionId, writeBy(request)));
    },
  );
}
