import { type TObject, Type } from '@sinclair/typebox';
import { type Draft, draft, draftPath, publishPath, revisionTag, withRevision } from '@academy/contracts';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Db } from '../db/database';
import type { ContentFields } from '../db/schema';
import { uploadedPathsIn } from '../services/uploadedFiles';
import { type ContentDraft, deleteDraft, findDraft, upsertDraft } from '../repositories/contentDrafts';
import { keptFieldsOf } from '../repositories/contentRevisions';
import { ok } from '../services/envelope';
import { conflict, notFound } from '../services/httpErrors';
import type { TypedApp } from '../sections/sectionServer';
import { countWrite, refuseStale, revisionsOf } from './conflicts';
import { type StateSource, type WriteBy, recordParams, writeBy } from './revisions';
import { type ExtraImages, extraImageFields, keptExtraImages, storeWithExtraImages } from './extraImages';
import { answers } from './routeSchemas';
import type { ImageUpload } from '../plugins/app/uploads';

export const noDraft = () => notFound('There is no draft of this record.');

/** In a publish's transaction: the draft's fields, the draft gone (404 when there is none). */
export const takeDraft: StateSource = async (tx, key) => {
  const taken = await deleteDraft(tx, key);
  if (!taken) throw noDraft();
  return taken.fields;
};

/** A write of a draft: its text fields and, if chosen, a new image (and new files of its other image fields). */
export interface DraftSave extends WriteBy {
  fields: ContentFields;
  image?: ImageUpload;
  extraImages?: ExtraImages;
}

/** A draft's answer: the draft, and its record's revision (which a draft's save moves on too). */
type DraftAnswer = Draft & { revision: string };

/** The record a draft route is for. */
export interface DraftTarget {
  key: string;
  /** The record's stored (published) fields, if any: the draft keeps its image when it gives none. */
  current: Record<string, unknown> | undefined;
  /** A stored state as the record's GET answers it. */
  answer(fields: Record<string, unknown>): unknown;
  /**
   * For a list item that was never published, its own row is its draft: writing the draft writes
   * the item (no visitor sees it), and there is no published state to fall back to.
   */
  unpublished?: { write(save: DraftSave): Promise<DraftAnswer>; read(): Promise<DraftAnswer> };
}

export interface DraftRoutes {
  /** The record's own path, its parameters named as the record's routes name them. */
  path: string;
  params?: TObject;
  /** The record's query, for a record named by one (a page's search fields, `?path=`). */
  querystring?: TObject;
  /** What the record's GET answers, and the body its save takes. */
  record: TObject;
  body: TObject;
  imageField?: string;
  /** Who owns the files a draft stores (as the record's saves name it). */
  owner: string;
  /** The record; throws a 404 for a record that does not exist. */
  target(params: Record<string, string>): Promise<DraftTarget>;
  save(request: FastifyRequest): DraftSave;
  /** Checks of the draft's body before its schema's, as the record's save has them (its sentences). */
  preValidation?: preValidationHookHandler;
  /**
   * Saves the draft as the record's new state (a save, keeping a revision), refused with 409 when
   * the record moved on since `write.ifMatch`; answers as the save does, with its revision.
   */
  publish(params: Record<string, string>, write: WriteBy): Promise<unknown>;
}

const answerOf = (stored: ContentDraft, target: DraftTarget): Draft => ({
  at: stored.savedAt.toISOString(),
  by: stored.savedBy,
  fields: target.answer(stored.fields),
});

/** The files a draft held that nothing else of its record (now, a revision, the new draft) holds. */
async function filesLetGo(tx: Db, target: DraftTarget, held: Record<string, unknown> | undefined) {
  const letGo = uploadedPathsIn([held ?? {}]);
  if (letGo.length === 0) return [];
  const kept = new Set(uploadedPathsIn([target.current ?? {}, await keptFieldsOf(tx, target.key)]));
  return letGo.filter((file) => !kept.has(file));
}

/**
 * `PUT <record path>/draft` (the save's body) stores the record's draft, `GET` reads it (null when
 * none: a record without a draft is normal, as an empty record is), `DELETE` discards it, and `POST <record path>/publish` makes it the published state,
 * for any kind of record. Visitors keep seeing the published state until then; a preview link
 * shows the drafts (see the previews plugin). Publishing ends every preview link.
 */
export function registerDraftRoutes(app: TypedApp, options: DraftRoutes): void {
  const params = options.params ?? Type.Object({});
  const answer = withRevision(draft(options.record));
  const { imageField } = options;
  const extras = extraImageFields(options.body, imageField);
  // A schema's `querystring` only where there is one: Fastify warns of every route given none.
  const query = options.querystring ? { querystring: options.querystring } : {};
  const paramsOf = recordParams;

  app.put(
    draftPath(options.path),
    {
      schema: { params, ...query, body: options.body, response: answers(answer) },
      preValidation: options.preValidation,
    },
    async (request) => {
      const params = paramsOf(request);
      const target = await options.target(params);
      const save = options.save(request);
      if (target.unpublished) return ok(await target.unpublished.write(save));
      return ok(
        await refuseStale(
          app,
          () => options.target(params),
          () =>
            storeWithExtraImages(
              app,
              options.owner,
              save.image,
              save.extraImages,
              async (tx, newImage, extraPaths) => {
                const revision = await countWrite(app, tx, { key: target.key, ...save });
                const previous = await findDraft(tx, target.key, { forUpdate: true });
                const imageOf = (fields: Record<string, unknown> | undefined) =>
                  imageField && typeof fields?.[imageField] === 'string'
                    ? (fields[imageField] as string)
                    : undefined;
                const image = newImage ?? imageOf(previous?.fields) ?? imageOf(target.current) ?? '';
                const withExtras = {
                  ...save.fields,
                  ...keptExtraImages(extras, extraPaths, previous?.fields, target.current),
                };
                const fields = imageField ? { ...withExtras, [imageField]: image } : withExtras;
                const stored = { record: target.key, fields, savedBy: save.by, savedAt: app.now() };
                await upsertDraft(tx, stored);
                // The pictures of the draft this one replaces that it no longer holds.
                const replaced = Object.fromEntries(
                  [imageField ?? '', ...extras].flatMap((name) => {
                    const held = previous?.fields[name];
                    return typeof held === 'string' && held && held !== fields[name] ? [[name, held]] : [];
                  }),
                );
                return {
                  value: { ...answerOf(stored, target), revision },
                  released: await filesLetGo(tx, target, replaced),
                };
              },
            ),
        ),
      );
    },
  );

  app.get(
    draftPath(options.path),
    {
      config: { access: 'admin' },
      schema: { params, ...query, response: answers(Type.Union([answer, Type.Null()])) },
    },
    async (request) => {
      const target = await options.target(paramsOf(request));
      if (target.unpublished) return ok(await target.unpublished.read());
      const stored = await findDraft(app.db, target.key);
      if (!stored) return ok(null);
      const revision = (await revisionsOf(app.db, [target.key])).get(target.key) ?? '0';
      return ok({ ...answerOf(stored, target), revision });
    },
  );

  app.delete(
    draftPath(options.path),
    { schema: { params, ...query, response: answers(Type.Null()) } },
    async (request, reply) => {
      const params = paramsOf(request);
      const target = await options.target(params);
      if (target.unpublished) {
        throw conflict('This item has never been published, so it is all draft: delete it to remove it.');
      }
      const write = { key: target.key, ...writeBy(request) };
      return ok(
        await refuseStale(
          app,
          () => options.target(params),
          () =>
            app.uploads.store([], options.owner, async (tx) => {
              // The answer holds nothing, so the record's new revision goes in the ETag alone.
              reply.header('etag', revisionTag(await countWrite(app, tx, write)));
              const discarded = await deleteDraft(tx, target.key);
              if (!discarded) throw noDraft();
              return { value: null, released: await filesLetGo(tx, target, discarded.fields) };
            }),
        ),
      );
    },
  );

  app.post(
    publishPath(options.path),
    { schema: { params, ...query, response: answers(withRevision(options.record)) } },
    async (request) => {
      if (imageField) {
        await assertDraftPictureDescribed(app, await options.target(paramsOf(request)), imageField);
      }
      const published = await options.publish(paramsOf(request), writeBy(request));
      await app.previews.endAll();
      return ok(published);
    },
  );
}

/**
 * A draft whose picture is new (not the published one) is published only described or marked
 * decorative, when the owner asks for that (the accessibility settings).
 */
export async function assertDraftPictureDescribed(
  app: TypedApp,
  target: Pick<DraftTarget, 'key' | 'current' | 'unpublished'>,
  imageField: string,
) {
  const stored = target.unpublished ? undefined : await findDraft(app.db, target.key);
  const fields = stored?.fields;
  if (!fields || fields[imageField] === target.current?.[imageField]) return;
  const label = app.accessibility.labelOf(imageField);
  await app.accessibility.assertDescribed([{ label, fields, image: imageField }]);
}

/** A record's fields as this read sees them: its draft's in a preview's render, else as stored. */
export async function fieldsSeenBy(
  request: FastifyRequest,
  db: Db,
  key: string,
  stored: ContentFields | undefined,
): Promise<ContentFields | undefined> {
  // An author's preview applies no record's draft: authors write blog posts only.
  if (!request.sees.drafts || request.sees.authorId !== undefined) return stored;
  return ((await findDraft(db, key))?.fields as ContentFields | undefined) ?? stored;
}
