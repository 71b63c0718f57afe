import type { ItemStatus, SectionList } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../db/schema';
import { type ContentItem, findItem, insertItems, updateItem } from '../repositories/contentItems';
import type { AfterCommit, ListItemSave, ListWriteHook } from '../sections/sectionServer';
import { restoredState } from './contentBlockStore';
import { type ExtraImages, keptExtraImages, storeWithExtraImages } from './extraImages';
import type { ListStorage } from './listStorage';
import { countWrite } from './conflicts';
import { type StateSource, type WriteBy, keepRevision } from './revisions';
import type { ImageUpload } from '../plugins/app/uploads';

/** Runs what a list's hook left for after the commit, in the background. */
function afterCommit(app: FastifyInstance, itemName: string, work: AfterCommit | undefined): void {
  if (work) app.runInBackground(`Could not finish the work after a ${itemName}'s change`, work);
}

/** Where a write puts an item for visitors. */
export interface ItemState {
  status: ItemStatus;
  publishAt: Date | null;
}

/**
 * A save of a list item: its fields and new image, or a stored state of it to make current (a
 * revision, its draft); without either, its fields stay. With a `state`, it is also published,
 * made a draft or scheduled.
 */
export interface ItemSave extends WriteBy {
  fields?: ContentFields;
  image?: ImageUpload;
  /** New files of its other image fields (a post's social image); those not sent are kept. */
  extraImages?: ExtraImages;
  source?: StateSource;
  state?: ItemState;
}

/**
 * The list's writes, each with its image stored and the list's `onSave` hook run in its
 * transaction; an update keeps the state it replaces as a revision.
 */
export function listWrites(
  app: FastifyInstance,
  options: SectionList,
  storage: ListStorage,
  onSave: ListWriteHook<ListItemSave> | undefined,
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
      image?: ImageUpload,
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
          const revision = await countWrite(app, tx, { key: keyOf(item.id), by });
          after =
            (await onSave?.(
              tx,
              { id: item.id, after: { fields: item.fields, status: item.status }, by },
              app,
            )) || undefined;
          return { value: { ...toRecord(item), revision } };
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
          const revision = await countWrite(app, tx, { key, ifMatch: save.ifMatch, by: save.by });
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
          return { value: { ...toRecord(updated), revision }, released };
        },
      );
      afterCommit(app, options.itemName, after);
      return updatedItem;
    },
  };
}
