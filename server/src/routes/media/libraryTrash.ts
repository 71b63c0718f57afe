import { MEDIA_LIBRARY_LIST } from '@academy/contracts';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { insertItems } from '../../repositories/contentItems';
import { liveItemsOf } from '../../repositories/storedFiles';

// A file deleted from the media library goes to the trash as every deleted thing does: it is held
// by an item of the library's own list (fields `{ file }`), which the trash withdraws, restores
// (the file served again, unused, back in the library) and purges (the file removed for good).

/** Declares the library's list to the trash: its items are files, titled by their names. */
export function registerLibraryTrash(app: FastifyInstance): void {
  app.trash.register({
    ...MEDIA_LIBRARY_LIST,
    itemName: 'media file',
    title: (item) => path.basename(String(item.fields.file ?? '')),
    answer: (item) => ({ _id: item.id, file: String(item.fields.file ?? '') }),
  });
}

/** Moves an unused file to the trash, by `by`: the library's item holding it (made now if none) goes there. */
export async function putInTrash(app: FastifyInstance, file: string, by: string): Promise<void> {
  const { section, collection } = MEDIA_LIBRARY_LIST;
  const held = (await liveItemsOf(app.db, section, collection)).find((item) => item.fields.file === file);
  const id = held?.id ?? (await insertItems(app.db, section, collection, [{ file }]))[0].id;
  await app.trash.put(section, collection, id, by);
}
