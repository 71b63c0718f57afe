import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  type ItemStatus,
  type SectionList,
  TITLE_AND_DESCRIPTION_REQUIRED,
  listWithDraftsPath,
  withRevision,
} from '@academy/contracts';
import type { Db } from '../db/database';
import type { ContentFields } from '../db/schema';
import { findItem } from '../repositories/contentItems';
import { findDraft } from '../repositories/contentDrafts';
import { ok } from '../services/envelope';
import { badRequest } from '../services/httpErrors';
import type { ListItemSave, ListItemTrash, ListWriteHook, TypedApp } from '../sections/sectionServer';
import { textFields } from './contentBlockStore';
import { registerDraftRoutes, takeDraft } from './drafts';
import { extraImagesOf } from './extraImages';
import { registerListBulk } from './listBulk';
import { listReads } from './listReads';
import { listStorage } from './listStorage';
import { type ItemState, listWrites } from './listWrites';
import { type RecordState, refuseStale } from './conflicts';
import { itemRevisionKey, registerRevisionRoutes, revisionToRestore, writeBy } from './revisions';
import { answers, idParams, textFieldNames } from './routeSchemas';
import { imageUpload } from './uploadedFiles';

/** What a section's server code adds to one of its lists (SectionServer's hooks of that list). */
export interface ListHooks {
  /** Deletes what belongs to an item when it is purged from the trash; answers the files to remove. */
  onDelete?: (tx: Db, id: string) => Promise<string[]>;
  /** The files of what belongs to an item, which leave the served folder with it while it is in the trash. */
  dependentFiles?: (tx: Db, id: string) => Promise<string[]>;
  /** Cleans or checks a write's fields, all of them at once (SectionServer's `prepare`). */
  prepare?: (fields: ContentFields) => ContentFields;
  /** Runs in every save's transaction (SectionServer's `onSave`). */
  onSave?: ListWriteHook<ListItemSave>;
  /** Runs in the transaction that puts an item in the trash (SectionServer's `onTrash`). */
  onTrash?: ListWriteHook<ListItemTrash>;
}

type ContentListStore = ReturnType<typeof contentList>;

/** The list's deleted items go to the trash, which shows, restores and purges them as the list says. */
function registerInTrash(
  app: TypedApp,
  section: string,
  options: SectionList,
  list: ContentListStore,
  { onTrash, onDelete, dependentFiles }: ListHooks,
) {
  const { fields } = options;
  app.trash.register({
    section,
    collection: options.collection,
    itemName: options.itemName,
    title: (item) => options.itemTitle?.(item.fields) ?? String(item.fields[fields?.title ?? ''] ?? ''),
    // As the list's routes answer it: only what its record names.
    answer: (item) => {
      const record: Record<string, unknown> = list.toRecord(item);
      return Object.fromEntries(Object.keys(options.record.properties).map((name) => [name, record[name]]));
    },
    onDelete,
    dependentFiles,
    ...(onTrash && {
      onTrash: (tx, item, by) =>
        onTrash(tx, { id: item.id, item: { fields: item.fields, status: item.status }, by }, app),
    }),
  });
}

/** Refuses (400) a write whose title or description is missing or blank, naming the field. */
function titleAndDescriptionRequired({ fields }: SectionList): preValidationHookHandler {
  return async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const empty = [fields?.title, fields?.description].find((name) => {
      if (!name) return false;
      const value = body[name];
      return typeof value !== 'string' || value.trim() === '';
    });
    if (empty) throw badRequest(`${TITLE_AND_DESCRIPTION_REQUIRED} (${empty} is empty).`);
  };
}

/** What a write body saves: its fields (as the list's `prepare` leaves them), its image and who saves. */
function itemSaveOf(list: ContentListStore, { prepare }: ListHooks) {
  return (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown>;
    const fields = list.fieldsOf(body);
    return {
      fields: prepare ? prepare(fields) : fields,
      image: list.imageOf(body),
      extraImages: list.extraImagesOf(body),
      ...writeBy(request),
    };
  };
}

/** What a list's routes are made of. */
export interface ListRouteParts {
  app: TypedApp;
  section: string;
  options: SectionList;
  list: ContentListStore;
  itemSave: ReturnType<typeof itemSaveOf>;
}

/** GET the list (and with its drafts), GET, POST, PUT and DELETE an item. */
function registerItemRoutes({ app, section, options, list, itemSave }: ListRouteParts) {
  const { path } = options;
  const requireTitleAndDescription = titleAndDescriptionRequired(options);
  const record = withRevision(options.record);
  const item = { params: idParams, response: answers(record) };
  const write = { body: options.body, response: answers(record) };
  const target = itemTarget({ app, section, options, list });
  const theirs = theirItem(target);

  app.get(path, { schema: { response: answers(Type.Array(record)) } }, async (request) =>
    ok(await list.all(request.sees)),
  );

  app.get(
    listWithDraftsPath(path),
    { config: { access: 'admin' }, schema: { response: answers(Type.Array(record)) } },
    async () => ok(await list.withDrafts()),
  );

  app.get(`${path}/:id`, { schema: item }, async (request) =>
    ok(await list.one(request.params.id, request.sees)),
  );

  app.post(path, { schema: write, preValidation: requireTitleAndDescription }, async (request) => {
    const state = list.stateOf(request.body) ?? { status: 'published' as const, publishAt: null };
    const save = itemSave(request);
    return ok(
      await list.add(
        save.fields,
        save.image,
        { ...state, createdBy: request.admin?._id, by: save.by },
        save.extraImages,
      ),
    );
  });

  app.put(
    `${path}/:id`,
    { schema: { ...write, params: idParams }, preValidation: requireTitleAndDescription },
    async (request) => {
      const { id } = request.params;
      const save = { ...itemSave(request), state: list.stateOf(request.body) };
      return ok(await refuseStale(app, theirs(id), () => list.update(id, save)));
    },
  );

  app.delete(`${path}/:id`, { schema: item }, async (request) => {
    const { id } = request.params;
    const write = writeBy(request);
    // The trash counts the move as the item's next revision in its own transaction (If-Match):
    // answered as it went to the trash, with its revision.
    const trashed = await refuseStale(app, theirs(id), () =>
      app.trash.put(section, options.collection, id, write.by, write.ifMatch),
    );
    if (!trashed) throw list.missing();
    return ok(trashed);
  });
}

/** An item for its history, its draft and its publishing (404 when there is none, drafts included). */
function itemTarget({ app, section, options, list }: Omit<ListRouteParts, 'itemSave'>) {
  return async (id: string) => {
    const current = await findItem(app.db, section, options.collection, id, { unpublished: true });
    if (!current) throw list.missing();
    return {
      current,
      key: itemRevisionKey(section, options.collection, id),
      answer: (stored: Record<string, unknown>) =>
        list.toRecord({ ...current, fields: stored as ContentFields }),
    };
  };
}

/** An item as a 409 shows it (their version): as its routes find it once the write was refused. */
const theirItem =
  (target: ReturnType<typeof itemTarget>) => (id: string) => async (): Promise<RecordState> => {
    const { current, answer } = await target(id);
    return { current: current.fields, answer };
  };

/**
 * Publishes an item now (its Publish, and the list's bulk Publish): a published item's draft
 * becomes it; a scheduled one is published at once, with its draft when it has one.
 */
export function itemPublisher(parts: Omit<ListRouteParts, 'itemSave'>) {
  const target = itemTarget(parts);
  const { app, list } = parts;
  return async (id: string, by: string, ifMatch?: number) => {
    const { current, key } = await target(id);
    const now = { status: 'published' as const, publishAt: null };
    const write = { by, ifMatch };
    if (current.status === 'published') return list.update(id, { ...write, source: takeDraft });
    // A scheduled item published at once: with its draft, when it has one.
    if (current.status === 'scheduled' && (await findDraft(app.db, key))) {
      return list.update(id, { ...write, source: takeDraft, state: now });
    }
    return list.update(id, { ...write, state: now });
  };
}

/** An item's revisions (`/:id/revisions`) and its draft (`/:id/draft`). */
function registerHistoryAndDraftRoutes(parts: ListRouteParts, publish: ReturnType<typeof itemPublisher>) {
  const { app, section, options, list, itemSave } = parts;
  const { path } = options;
  const target = itemTarget(parts);
  const theirs = theirItem(target);

  registerRevisionRoutes(app, {
    path: `${path}/:id`,
    params: idParams,
    record: options.record,
    history: ({ id }) => target(id),
    restore: ({ id }, revisionId, write) =>
      refuseStale(app, theirs(id), () =>
        list.update(id, { ...write, source: revisionToRestore(revisionId) }),
      ),
  });

  registerDraftRoutes(app, {
    path: `${path}/:id`,
    params: idParams,
    record: options.record,
    body: options.body,
    imageField: options.imageField,
    owner: `${section}/${options.collection}`,
    async target({ id }) {
      const { current, key, answer } = await target(id);
      const draftOf = (record: { revision: string }, by: string) => ({
        at: app.now().toISOString(),
        by,
        fields: record,
        revision: record.revision,
      });
      return {
        key,
        current: current.fields,
        answer,
        // A scheduled item's draft is one of its own: the item publishes at its time as it is,
        // and the draft waits for review (an author's change of it, say).
        unpublished:
          current.status !== 'draft'
            ? undefined
            : {
                write: async (save) =>
                  draftOf(await refuseStale(app, theirs(id), () => list.update(id, save)), save.by),
                read: async () => draftOf(await list.one(id, { unpublished: true, drafts: false }), ''),
              },
      };
    },
    save: itemSave,
    publish: ({ id }, { by, ifMatch }) => refuseStale(app, theirs(id), () => publish(id, by, ifMatch)),
  });
}

/**
 * The list pattern: records with a title, a description and an optional image, newest first.
 * GET lists, GET /:id reads one, POST adds, PUT /:id updates (a new image replaces the old one;
 * the state replaced is kept as a revision, at /:id/revisions), DELETE /:id moves the record to
 * the trash (with what belongs to it and their files). An item may be a draft (staff only) or
 * scheduled (published by the server at its time), and a published one may have a draft waiting
 * (`/:id/draft`); visitors' reads show neither, `GET /with-drafts` (admin) shows all, marked.
 * Writes are admin-only (the auth plugin's default) and name the field in every 400. `onDelete`
 * deletes what belongs to an item (a blog's detailed content) when it is purged from the trash,
 * before the item itself, and answers the public paths of the files it no longer needs.
 */
export function registerContentList(
  app: TypedApp,
  section: string,
  options: SectionList,
  hooks: ListHooks = {},
): void {
  const list = contentList(app, section, options, hooks);
  const { slugs } = list;
  if (slugs) {
    app.database.afterMigrations(`slugs of ${section}/${options.collection}`, () =>
      slugs.giveOlderItemsSlugs(),
    );
  }
  registerInTrash(app, section, options, list, hooks);
  const parts = { app, section, options, list, itemSave: itemSaveOf(list, hooks) };
  const publish = itemPublisher(parts);
  registerItemRoutes(parts);
  registerHistoryAndDraftRoutes(parts, publish);
  registerListBulk(parts, publish);
}

/**
 * The list's storage: what the routes (and a section's demo content) read and write. A save runs
 * the list's `onSave` hook in its transaction (the demo content's saves too, when given).
 */
export function contentList(
  app: FastifyInstance,
  section: string,
  options: SectionList,
  { onSave }: Pick<ListHooks, 'onSave'> = {},
) {
  const storage = listStorage(app, section, options);
  const { imageField } = storage;
  const extras = storage.extraImageFields;
  const fieldNames = textFieldNames(options.body, imageField).filter((name) => !extras.includes(name));

  return {
    missing: storage.missing,
    toRecord: storage.toRecord,
    slugs: storage.slugs,
    fieldsOf: (body: Readonly<Record<string, unknown>>) => textFields(body, fieldNames),
    imageOf: (body: Readonly<Record<string, unknown>>) =>
      imageField ? imageUpload(body[imageField], imageField) : undefined,
    extraImagesOf: (body: Readonly<Record<string, unknown>>) => extraImagesOf(body, extras),

    /** The state a write body asks for; undefined when it names none. 400 for a schedule that cannot be. */
    stateOf(body: Readonly<Record<string, unknown>>): ItemState | undefined {
      const status = body.status as ItemStatus | undefined;
      if (status !== 'scheduled') return status && { status, publishAt: null };
      const publishAt = new Date(String(body.publishAt ?? ''));
      if (Number.isNaN(publishAt.getTime()) || publishAt <= app.now()) {
        throw badRequest(
          `publishAt must be a date and time in the future (ISO 8601, e.g. 2026-12-01T09:00:00Z) to schedule a ${options.itemName}.`,
        );
      }
      return { status, publishAt };
    },

    ...listReads(app, options, storage),
    ...listWrites(app, options, storage, onSave),
  };
}
