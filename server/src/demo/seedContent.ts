import path from 'node:path';
import type { SectionDefinition } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { saveBlock } from '../content/contentBlockStore';
import { contentList } from '../content/registerContentList';
import { saveSlot } from '../content/registerContentSlots';
import type { Section } from '../sections/discover';
import type { DemoSeeder } from '../sections/sectionServer';
import { demoPicture } from './preparedPictures';

// Demo content is written through the same code as the admin screens' saves, so it is stored
// exactly as an administrator's would be (images re-encoded, files recorded).

/** Who the demo content's saves are by, should a revision name them. */
export const DEMO_AUTHOR = 'Demo content';

/** The file of a demo picture in a section's demo/ folder: `<scene>-<variant>-<w>x<h>.webp`. */
export function demoPictureFile(
  folder: string,
  scene: string,
  { width, height, variant = 0 }: { width: number; height: number; variant?: number },
): string {
  return path.join(folder, 'demo', `${scene}-${variant}-${width}x${height}.webp`);
}

function entry<T>(
  entries: Readonly<Record<string, T>>,
  name: string,
  definition: SectionDefinition,
  what: string,
): T {
  const found = entries[name];
  if (!found)
    throw new Error(`The demo content of ${definition.name} names a ${what} "${name}" its section.ts lacks`);
  return found;
}

/** What a section's demo writes with: its own records, lists and slots, by their names. */
export function sectionSeeder(app: FastifyInstance, { definition, folder }: Section): DemoSeeder {
  const { key } = definition;
  return {
    app,
    author: DEMO_AUTHOR,
    picture: (scene, options) => demoPicture(demoPictureFile(folder, scene, options)),
    async record(name, fields, image) {
      const record = entry(definition.records, name, definition, 'record');
      await saveBlock(app, {
        section: key,
        block: record.block,
        imageField: record.imageField,
        fields,
        image,
        by: DEMO_AUTHOR,
      });
    },
    async list(name, items) {
      const list = contentList(app, key, entry(definition.lists, name, definition, 'list'));
      const added: Record<string, unknown>[] = [];
      for (const item of [...items].reverse()) added.unshift(await list.add(item.fields, item.image));
      return added;
    },
    async slot(name, position, fields, image) {
      const slots = entry(definition.slots, name, definition, 'slots');
      await saveSlot(app, key, slots, position, { fields, image, by: DEMO_AUTHOR });
    },
  };
}
