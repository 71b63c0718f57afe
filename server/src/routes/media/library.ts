import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MEDIA_LIBRARY_LIST,
  type MediaFile,
  type SectionDefinition,
  storedImage,
  storedImageFiles,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_TRASH_FOLDER } from '../../plugins/app/uploads';
import { everyContentState, listStoredFiles } from '../../repositories/storedFiles';
import { type FoundUsage, ownerUsage, publicPathOf, usagesByPath } from './usages';

/** A stored file as the library shows it, with the uses found for it. */
export interface LibraryFile extends MediaFile {
  found: FoundUsage[];
}

/** A file as the API answers it (without how each use is saved). */
export const shownFile = ({ found: _found, ...file }: LibraryFile): MediaFile => file;

/** Every stored file records name (not its narrower copies), newest first, each with its uses. */
export async function readLibrary(
  app: FastifyInstance,
  sections: readonly SectionDefinition[],
): Promise<LibraryFile[]> {
  const trashFolder = path.join(app.config.dataDir, UPLOADS_TRASH_FOLDER);
  /** Its bytes, and whether it is served: in the uploads folder, not kept aside with the trash. */
  async function whereIs(name: string): Promise<{ size: number; served: boolean }> {
    const stats = (folder: string) => fs.stat(path.join(folder, name)).catch(() => undefined);
    const served = await stats(app.uploads.dir);
    if (served) return { size: served.size, served: true };
    return { size: (await stats(trashFolder))?.size ?? 0, served: false };
  }

  const [rows, states] = await Promise.all([listStoredFiles(app.db), everyContentState(app.db)]);
  const usages = usagesByPath(sections, states, app.accessibility.labelOf);
  // Files of the library's own items in the trash are listed there, not here.
  const trashed = new Set(
    states.items
      .filter((item) => item.section === MEDIA_LIBRARY_LIST.section && item.trashed)
      .map((item) => String(item.fields.file)),
  );
  const copies = new Set(rows.flatMap((row) => storedImageFiles(row.name).slice(1)));
  const files = rows.filter((row) => !copies.has(row.name) && !trashed.has(publicPathOf(row.name)));
  return Promise.all(
    files.map(async (row) => {
      const filePath = publicPathOf(row.name);
      const found = usages.get(filePath) ?? ownerUsage(sections, row.owner, filePath);
      const image = storedImage(row.name);
      const video = /\.(mp4|webm)$/.test(row.name);
      const described = found.find((usage) => usage.alt !== '');
      return {
        name: row.name,
        path: filePath,
        kind: video ? 'video' : 'image',
        ...(await whereIs(row.name)),
        width: image?.width ?? null,
        height: image?.height ?? null,
        description: described?.alt ?? '',
        decorative: !described && found.some((usage) => usage.decorative),
        storedAt: row.createdAt.toISOString(),
        usages: found.map(({ section, record, field, adminPath, only }) => ({
          section,
          record,
          field,
          adminPath,
          only,
        })),
        found,
      } satisfies LibraryFile;
    }),
  );
}
