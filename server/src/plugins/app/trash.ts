import type { TrashEntry } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RecordState, countWrite, refuseStale } from '../../content/conflicts';
import { type WriteBy, itemRevisionKey } from '../../content/revisions';
import type { Db } from '../../db/database';
import {
  type ContentItem,
  type TrashedItem,
  deleteTrashedItem,
  findItem,
  findTrashedForUpdate,
  listTrashed,
  trashItem,
  trashedBefore,
  untrashItem,
} from '../../repositories/contentItems';
import { deleteKeptStates, keptFieldsOf } from '../../repositories/contentRevisions';
import { pathsStillNamed } from '../../repositories/storedFiles';
import { HttpError, notFound } from '../../services/httpErrors';
import { uploadedPathsIn } from '../../services/uploadedFiles';

/** A list whose items go to the trash when deleted: what the trash needs to show, restore and purge one. */
export interface TrashKind {
  section: string;
  collection: string;
  /** One item in words ('team member'): the trash's `kind`. */
  itemName: string;
  /** What the trash shows of an item. */
  title(item: ContentItem): string;
  /** The item as its list answers it (a restore answers this). */
  answer(item: ContentItem): unknown;
  /**
   * The public paths of the files of what belongs to an item (a blog's media), which leave the
   * served folder with it; run in the trash's transaction, after the item is locked.
   */
  dependentFiles?(tx: Db, id: string): Promise<string[]>;
  /** Deletes what belongs to an item when it is purged; answers the files to remove (`onDelete`). */
  onDelete?(tx: Db, id: string): Promise<string[]>;
  /**
   * Runs in the transaction that puts an item in the trash, after it is marked (a section's
   * `onTrash`); may refuse with an HttpError, and answers work to run after the commit.
   */
  onTrash?(
    tx: Db,
    item: ContentItem,
    by: string,
  ): Promise<(() => Promise<void>) | void> | (() => Promise<void>) | void;
}

/**
 * Every move of an item to the trash, restore and purge is a write of the item, counted as its
 * next revision in the trash's own transaction (so an editor who opened the item before is told);
 * one that names the revision it started from (`ifMatch`) is refused with a 409 when the item
 * moved on since, and changes nothing.
 */
export interface Trash {
  /** Declares a list whose deleted items go to the trash. */
  register(kind: TrashKind): void;
  /**
   * Moves a list's item to the trash, by `by`, from revision `ifMatch` when given; answers it as
   * its list does, with its revision (undefined: no such item).
   */
  put(section: string, collection: string, id: string, by: string, ifMatch?: number): Promise<unknown>;
  list(): Promise<TrashEntry[]>;
  /** Puts an item back in its list, its files served again; answers it as its list does, with its revision. */
  restore(id: string, write: WriteBy): Promise<unknown>;
  /** Deletes an item in the trash for good, with what belongs to it, its revisions and their files. */
  purge(id: string, write: WriteBy): Promise<void>;
  /** Purges every item that has been in the trash for TRASH_DAYS. */
  purgeExpired(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    trash: Trash;
  }
}

/** Items are purged after 30 days in the trash. */
const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const nothingThere = () => notFound('There is nothing in the trash with that id.');

/** What a 409 of the trash shows as their version: the item is in the trash (their draft aside). */
const inTheTrash = async (): Promise<RecordState> => ({ answer: (fields) => fields });

/** The revision key of an item in the trash. */
const keyOf = (item: TrashedItem) => itemRevisionKey(item.section, item.collection, item.id);

/**
 * Runs a transaction that moves files as its last step: if the transaction fails after they
 * moved (the commit, say), they are moved back, so the files' place always matches the rows.
 */
async function movingFiles<T>(
  app: FastifyInstance,
  write: (tx: Db) => Promise<{ value: T; files: string[] } | undefined>,
  move: (files: string[]) => Promise<void>,
  moveBack: (files: string[]) => Promise<void>,
): Promise<T | undefined> {
  let moved: string[] = [];
  try {
    const result = await app.db.transaction(async (tx) => {
      const done = await write(tx);
      if (done) {
        moved = done.files;
        await move(moved);
      }
      return done;
    });
    return result?.value;
  } catch (error) {
    await moveBack(moved);
    throw error;
  }
}

/** The trash's operations, over the lists registered with it. */
function createTrash(app: FastifyInstance): Trash {
  const kinds = new Map<string, TrashKind>();
  const kindOf = (item: { section: string; collection: string }) =>
    kinds.get(`${item.section}/${item.collection}`);
  /**
   * An item as its list answers it; an item of a list no section declares any more (its folder
   * removed) answers its fields.
   */
  const answerOf = (section: string, collection: string, item: ContentItem) =>
    kindOf({ section, collection })?.answer(item) ?? { _id: item.id, ...item.fields };

  const trash: Trash = {
    register(kind) {
      kinds.set(`${kind.section}/${kind.collection}`, kind);
    },

    async put(section, collection, id, by, ifMatch) {
      const kind = kindOf({ section, collection });
      let after = undefined as (() => Promise<void>) | undefined;
      const trashed = await movingFiles(
        app,
        async (tx) => {
          const item = await findItem(tx, section, collection, id, { forUpdate: true });
          if (!item) return undefined;
          const key = itemRevisionKey(section, collection, id);
          const revision = await countWrite(app, tx, { key, ifMatch, by });
          const files = uploadedPathsIn([
            item.fields,
            (await kind?.dependentFiles?.(tx, id)) ?? [],
            await keptFieldsOf(tx, key),
          ]);
          // A file another record names too (the media library put it there) stays served.
          const shared = await pathsStillNamed(tx, files, { itemId: id, recordKey: key });
          const unique = [...new Set(files)].filter((file) => !shared.has(file));
          await trashItem(tx, section, collection, id, { by, files: unique, now: app.now() });
          after = (await kind?.onTrash?.(tx, item, by)) || undefined;
          return { value: { ...(answerOf(section, collection, item) as object), revision }, files: unique };
        },
        app.uploads.withdraw,
        app.uploads.reinstate,
      );
      if (after)
        app.runInBackground(
          `Could not finish the work after a ${kind?.itemName ?? 'item'}'s deletion`,
          after,
        );
      return trashed;
    },

    async list() {
      return (await listTrashed(app.db)).map((item) => {
        const kind = kindOf(item);
        return {
          _id: item.id,
          section: item.section,
          kind: kind?.itemName ?? item.collection,
          title: kind?.title(item) ?? '',
          deletedAt: item.trashedAt.toISOString(),
          by: item.trashedBy,
        };
      });
    },

    restore(id, write) {
      return refuseStale(app, inTheTrash, () =>
        movingFiles(
          app,
          async (tx) => {
            const item = await findTrashedForUpdate(tx, id);
            if (!item) throw nothingThere();
            const revision = await countWrite(app, tx, { key: keyOf(item), ...write });
            await untrashItem(tx, id, app.now());
            const restored = { ...(answerOf(item.section, item.collection, item) as object), revision };
            return { value: restored, files: item.trashedFiles };
          },
          app.uploads.reinstate,
          app.uploads.withdraw,
        ),
      );
    },

    async purge(id, write) {
      await refuseStale(app, inTheTrash, () =>
        app.uploads.store([], 'trash', async (tx) => {
          const item = await findTrashedForUpdate(tx, id);
          if (!item) throw nothingThere();
          // Its revision's row stays (decision 0142): a later write from before it is told.
          await countWrite(app, tx, { key: keyOf(item), ...write });
          const dependents = (await kindOf(item)?.onDelete?.(tx, id)) ?? [];
          const revisions = await deleteKeptStates(tx, keyOf(item));
          await deleteTrashedItem(tx, id);
          return {
            value: undefined,
            released: [...item.trashedFiles, ...dependents, ...uploadedPathsIn([item.fields, revisions])],
          };
        }),
      );
    },

    async purgeExpired() {
      const cutoff = new Date(app.now().getTime() - TRASH_DAYS * DAY_MS);
      for (const id of await trashedBefore(app.db, cutoff)) {
        // Another server may have purged it (or someone restored it) meanwhile.
        await trash.purge(id, { by: '' }).catch((error: unknown) => {
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        });
      }
    },
  };

  return trash;
}

/**
 * Once the database is set up, puts back the files a crash left out and purges what has been in
 * the trash for TRASH_DAYS, then purges hourly. Not start-up steps: a purge that fails (a file it
 * cannot remove) must not keep the API closed.
 */
function scheduleTrashUpkeep(app: FastifyInstance, trash: Trash) {
  const purgeInBackground = () => app.runInBackground('Trash purge failed', trash.purgeExpired);
  app.database.startup.then(
    () => {
      // Files are moved before the transaction that trashes their item commits (under its lock); a
      // crash in between left a live item's files out of the served folder. Only this direction is
      // repaired: one the other way (a restore's) only leaves a trashed item's files served, and
      // undoing it could race another server's restore.
      app.runInBackground('Could not check the trash’s files', async () =>
        app.uploads.reinstateAllExcept((await listTrashed(app.db)).flatMap((item) => item.trashedFiles)),
      );
      purgeInBackground();
    },
    () => undefined,
  );
  const timer = setInterval(purgeInBackground, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The trash: a deleted list item keeps its row, marked, so every read of its list leaves it out
 * at once, and what belongs to it (a blog's detailed content) stays with it. Its files, its
 * revisions' and its dependents' are moved out of the served folder (404) and back on restore.
 * Purged after TRASH_DAYS (after start-up and hourly), or at once by "delete forever": only then does
 * the list's `onDelete` run and are the files removed.
 */
async function trashPlugin(app: FastifyInstance) {
  const trash = createTrash(app);
  app.decorate('trash', trash);
  scheduleTrashUpkeep(app, trash);
}

export default fp(trashPlugin, {
  name: 'trash',
  dependencies: ['database', 'uploads', 'clock', 'background-tasks'],
});
