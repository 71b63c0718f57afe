import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import {
  ITEM_STATE_FIELDS,
  type ItemStatus,
  type SectionList,
  TITLE_AND_DESCRIPTION_REQUIRED,
  listWithDraftsPath,
} from '@academy/contracts';
import type { Db } from '../db/database';
import type { ContentFields } from '../db/schema';
import { type ContentItem, findItem, insertItems, listItems, updateItem } from '../repositories/contentItems';
import { draftsBelow, findDraft } from '../repositories/contentDrafts';
import { type ContentView, seesUnpublished } from '../plugins/app/previews';
import { ok } from '../services/envelope';
import { badRequest, notFound } from '../services/httpErrors';
import type {
  AfterCommit,
  ListItemSave,
  ListItemTrash,
  ListWriteHook,
  TypedApp,
} from '../sections/sectionServer';
import { contentRecord, recordFieldNames, restoredState, textFields } from './contentBlockStore';
import { registerDraftRoutes, takeDraft } from './drafts';
import {
  type ExtraImages,
  extraImageFields,
  extraImagesOf,
  keptExtraImages,
  storeWithExtraImages,
} from './extraImages';
import {
  type StateSource,
  itemRevisionKey,
  keepRevision,
  registerRevisionRoutes,
  revisionToRestore,
  savedBy,
} from './revisions';
import { itemSlugs } from './itemSlugs';
import { answers, idParams, textFieldNames } from './routeSchemas';
import { singleUpload } from './uploadedFiles';

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

/** Runs what a list's hook left for after the commit, in the background. */
export function afterCommit(app: FastifyInstance, itemName: string, work: AfterCommit | undefined): void {
  if (work) app.runInBackground(`Could not finish the work after a ${itemName}'s change`, work);
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
      by: savedBy(request),
    };
  };
}

/** What a list's routes are made of. */
interface ListRouteParts {
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
  const item = { params: idParams, response: answers(options.record) };
  const write = { body: options.body, response: answers(options.record) };

  app.get(path, { schema: { response: answers(Type.Array(options.record)) } }, async (request) =>
    ok(await list.all(request.sees)),
  );

  app.get(
    listWithDraftsPath(path),
    { config: { access: 'admin' }, schema: { response: answers(Type.Array(options.record)) } },
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
    async (request) =>
      ok(await list.update(request.params.id, { ...itemSave(request), state: list.stateOf(request.body) })),
  );

  app.delete(`${path}/:id`, { schema: item }, async (request) => {
    const trashed = await app.trash.put(section, options.collection, request.params.id, savedBy(request));
    if (!trashed) throw list.missing();
    return ok(trashed);
  });
}

/** An item's revisions (`/:id/revisions`) and its draft (`/:id/draft`). */
function registerHistoryAndDraftRoutes({ app, section, options, list, itemSave }: ListRouteParts) {
  const { path } = options;
  /** An item for its history and its draft (404 when there is none, drafts included). */
  const target = async (id: string) => {
    const current = await findItem(app.db, section, options.collection, id, { unpublished: true });
    if (!current) throw list.missing();
    return {
      current,
      key: itemRevisionKey(section, options.collection, id),
      answer: (stored: Record<string, unknown>) =>
        list.toRecord({ ...current, fields: stored as ContentFields }),
    };
  };

  registerRevisionRoutes(app, {
    path: `${path}/:id`,
    params: idParams,
    record: options.record,
    history: ({ id }) => target(id),
    restore: ({ id }, revisionId, by) => list.update(id, { by, source: revisionToRestore(revisionId) }),
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
      const draftOf = (record: unknown, by: string) => ({ at: app.now().toISOString(), by, fields: record });
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
                write: async (save) => draftOf(await list.update(id, save), save.by),
                read: () => draftOf(list.toRecord(current), ''),
              },
      };
    },
    save: itemSave,
    async publish({ id }, by) {
      const { current, key } = await target(id);
      const now = { status: 'published' as const, publishAt: null };
      if (current.status === 'published') return list.update(id, { by, source: takeDraft });
      // A scheduled item published at once: with its draft, when it has one.
      if (current.status === 'scheduled' && (await findDraft(app.db, key))) {
        return list.update(id, { by, source: takeDraft, state: now });
      }
      return list.update(id, { by, state: now });
    },
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
  registerItemRoutes(parts);
  registerHistoryAndDraftRoutes(parts);
}

/** What a staff answer adds to an item's record. */
const ITEM_STATE_ANSWER = [...ITEM_STATE_FIELDS, 'hasDraft'];

/** Where a write puts an item for visitors. */
interface ItemState {
  status: ItemStatus;
  publishAt: Date | null;
}

/**
 * A save of a list item: its fields and new image, or a stored state of it to make current (a
 * revision, its draft); without either, its fields stay. With a `state`, it is also published,
 * made a draft or scheduled.
 */
interface ItemSave {
  fields?: ContentFields;
  image?: Buffer;
  /** New files of its other image fields (a post's social image); those not sent are kept. */
  extraImages?: ExtraImages;
  by: string;
  source?: StateSource;
  state?: ItemState;
}

/** Where a list's items are kept, and how they are answered: what its reads and writes share. */
function listStorage(app: FastifyInstance, section: string, options: SectionList) {
  const { collection } = options;
  // Where an item stands is told to staff only (toRecord), never filled in for visitors.
  const recordFields = recordFieldNames(options.record).filter((name) => !ITEM_STATE_ANSWER.includes(name));
  return {
    section,
    collection,
    imageField: options.imageField ?? '',
    extraImageFields: extraImageFields(options.body, options.imageField),
    owner: `${section}/${collection}`,
    /** The list's readable addresses, when its items have them (`slugFrom`). */
    slugs: options.slugFrom ? itemSlugs(app, section, options) : undefined,
    keyOf: (id: string) => itemRevisionKey(section, collection, id),
    missing: () => notFound(`There is no ${options.itemName} with that id.`),
    /**
     * As visitors get it. Where an item stands is said when it is not published (only staff ever get
     * such an item) and in the staff's list, which also says whether a draft of it waits (`hasDraft`).
     */
    toRecord: (item: ContentItem, hasDraft?: boolean) => ({
      // When it was created, and who wrote it: answered by the lists whose record names them.
      ...contentRecord(
        item.id,
        { ...item.fields, createdAt: item.createdAt.toISOString(), author: item.authorName ?? '' },
        recordFields,
      ),
      ...((hasDraft !== undefined || item.status !== 'published') && {
        status: item.status,
        ...(item.publishAt && { publishAt: item.publishAt.toISOString() }),
      }),
      ...(hasDraft !== undefined && { hasDraft }),
    }),
  };
}

type ListStorage = ReturnType<typeof listStorage>;

/** The list's reads: visitors see what is published, staff and previews what their view covers. */
function listReads(app: FastifyInstance, options: SectionList, storage: ListStorage) {
  const { section, collection, owner, keyOf, missing, toRecord, slugs } = storage;
  /** Whether `sees` covers this item's unpublished state and draft (an author's: their own). */
  const covers = (sees: ContentView, item: ContentItem) =>
    seesUnpublished(sees, item, options.writtenByAuthors === true);
  /** A preview's read sees each item's draft in its place, of the items its view covers. */
  const withDraftsApplied = async (items: ContentItem[], sees: ContentView) => {
    const drafts = await draftsBelow(app.db, `${owner}/`);
    return items.map((item) => {
      const draft = covers(sees, item) ? drafts.get(keyOf(item.id)) : undefined;
      return draft ? { ...item, fields: draft.fields as ContentFields } : item;
    });
  };

  return {
    async all(sees: ContentView = { unpublished: false, drafts: false }) {
      const listed = await listItems(app.db, section, collection, { unpublished: sees.drafts });
      const items = listed.filter((item) => item.status === 'published' || covers(sees, item));
      return (sees.drafts ? await withDraftsApplied(items, sees) : items).map((item) => toRecord(item));
    },

    async withDrafts() {
      const [items, drafts] = await Promise.all([
        listItems(app.db, section, collection, { unpublished: true }),
        draftsBelow(app.db, `${owner}/`),
      ]);
      return items.map((item) => toRecord(item, drafts.has(keyOf(item.id))));
    },

    /** By id, or by slug in a list whose items have readable addresses. */
    async one(id: string, sees: ContentView = { unpublished: false, drafts: false }) {
      const visibility = { unpublished: sees.unpublished };
      const item = slugs
        ? await slugs.find(app.db, id, visibility)
        : await findItem(app.db, section, collection, id, visibility);
      if (!item || (item.status !== 'published' && !covers(sees, item))) throw missing();
      const [seen] = sees.drafts ? await withDraftsApplied([item], sees) : [item];
      return toRecord(seen);
    },
  };
}

/**
 * The list's writes, each with its image stored and the list's `onSave` hook run in its
 * transaction; an update keeps the state it replaces as a revision.
 */
function listWrites(
  app: FastifyInstance,
  options: SectionList,
  storage: ListStorage,
  onSave: ListHooks['onSave'],
) {
  const { section, collection, imageField, owner, keyOf, missing, toRecord, slugs } = storage;
  const extras = storage.extraImageFields;
  const storedImage = (item: ContentItem) => {
    const image = item.fields[imageField];
    return typeof image === 'string' && image ? image : undefined;
  };

  return {
    async add(
      fields: ContentFields,
      image?: Buffer,
      state?: ItemState & { createdBy?: string; by?: string },
      extraImages?: ExtraImages,
    ) {
      let after = undefined as AfterCommit | undefined;
      const { by = '', ...itemState } = state ?? {};
      const added = await storeWithExtraImages(
        app,
        owner,
        image,
        extraImages,
        async (tx, imagePath, extraPaths) => {
          const withImages = { ...fields, ...keptExtraImages(extras, extraPaths) };
          const withImage = imageField ? { ...withImages, [imageField]: imagePath ?? '' } : withImages;
          const stored = slugs ? await slugs.settle(tx, withImage) : withImage;
          const [item] = await insertItems(tx, section, collection, [stored], itemState);
          after =
            (await onSave?.(
              tx,
              { id: item.id, after: { fields: item.fields, status: item.status }, by },
              app,
            )) || undefined;
          return { value: toRecord(item) };
        },
      );
      afterCommit(app, options.itemName, after);
      return added;
    },

    async update(id: string, save: ItemSave) {
      const { image } = save;
      let after = undefined as AfterCommit | undefined;
      const updatedItem = await storeWithExtraImages(
        app,
        owner,
        image,
        save.extraImages,
        async (tx, imagePath, extraPaths) => {
          const current = await findItem(tx, section, collection, id, { forUpdate: true });
          if (!current) throw missing();
          const key = keyOf(id);
          const next = save.source
            ? restoredState(await save.source(tx, key), imageField)
            : save.fields
              ? {
                  fields: { ...save.fields, ...keptExtraImages(extras, extraPaths, current.fields) },
                  image: imagePath ?? storedImage(current) ?? '',
                }
              : restoredState(current.fields, imageField);
          const withImage = imageField ? { ...next.fields, [imageField]: next.image } : next.fields;
          const fields = slugs ? await slugs.settle(tx, withImage, current) : withImage;
          const state = save.state && {
            ...save.state,
            publishedNow: save.state.status === 'published' && current.status !== 'published',
          };
          const updated = await updateItem(tx, section, collection, id, fields, app.now(), state);
          if (!updated) throw missing();
          await slugs?.moved(tx, id, current, fields);
          const released = await keepRevision(app, tx, {
            key,
            replaced: current.fields,
            current: fields,
            by: save.by,
          });
          after =
            (await onSave?.(
              tx,
              {
                id,
                before: { fields: current.fields, status: current.status },
                after: { fields: updated.fields, status: updated.status },
                by: save.by,
              },
              app,
            )) || undefined;
          return { value: toRecord(updated), released };
        },
      );
      afterCommit(app, options.itemName, after);
      return updatedItem;
    },
  };
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
      imageField ? singleUpload(body[imageField], imageField) : undefined,
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
