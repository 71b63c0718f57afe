import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ADMIN_AREA_PATH,
  accessibilityPaths,
  accessibilitySettings,
  describedPicture,
  pictureToDescribe,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers } from '../content/routeSchemas';
import { DEFAULT_PICTURE_LABEL } from '../plugins/app/pictureDescriptions';
import { findBlock, listBlocks } from '../repositories/contentBlocks';
import { listItems } from '../repositories/contentItems';
import type { Section } from '../sections/discover';
import type { UndescribedPicture } from '../sections/sectionServer';
import { ok } from '../services/envelope';
import { CONTENT_ROLES } from '../services/roles';

type Fields = Readonly<Record<string, unknown>>;

/** What an entry of a definition has that the list needs: its image field and its editor's texts. */
interface PictureEntry {
  imageField?: string;
  fields?: { title: string };
  editor?: { heading: string; labels?: { image?: string } };
}

const needsDescription = (fields: Fields | undefined, image: string) => {
  const picture = describedPicture(fields, image);
  return picture.path !== '' && picture.alt === '' && !picture.decorative;
};

/** A section's published pictures that nobody described, from its records, slots, lists and own tables. */
async function sectionPictures(app: FastifyInstance, { definition, server }: Section) {
  const { key } = definition;
  const place = definition.pages[0]?.label ?? definition.screens[0]?.label ?? definition.name;
  const found: UndescribedPicture[] = [];
  const check = (entry: PictureEntry, fields: Fields | undefined, where: string) => {
    if (entry.imageField && needsDescription(fields, entry.imageField))
      found.push({
        where,
        label: entry.editor?.labels?.image ?? DEFAULT_PICTURE_LABEL,
        image: String(fields?.[entry.imageField]),
      });
  };
  const heading = (entry: PictureEntry, name: string) => `${place}: ${entry.editor?.heading ?? name}`;
  for (const [name, record] of Object.entries(definition.records))
    check(record, (await findBlock(app.db, key, record.block))?.fields, heading(record, name));
  for (const [name, slots] of Object.entries(definition.slots))
    for (const slot of await listBlocks(app.db, key, `${slots.prefix}-`))
      check(slots, slot.fields, `${heading(slots, name)}: ${slot.block.slice(slots.prefix.length + 1)}`);
  for (const [name, list] of Object.entries(definition.lists))
    for (const item of await listItems(app.db, key, list.collection))
      check(
        list,
        item.fields,
        `${heading(list, name)}: ${String(item.fields[list.fields?.title ?? ''] ?? '')}`,
      );
  found.push(
    ...((await server.picturesToDescribe?.(app)) ?? []).map((picture) => ({
      ...picture,
      where: `${place}: ${picture.where}`,
    })),
  );
  const screen = `${ADMIN_AREA_PATH}/${definition.screens[0]?.path ?? ''}`;
  return found.map(({ editor, ...picture }) => ({ ...picture, editor: editor ?? screen }));
}

/**
 * The owner's 'Refuse pictures without a description' setting, and the published pictures that
 * nobody described or marked decorative (the dashboard's 'Pictures to describe').
 */
export default async function accessibilityRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    accessibilityPaths.settings,
    { config: { access: 'admin' }, schema: { response: answers(accessibilitySettings) } },
    async () => ok(await app.accessibility.settings()),
  );
  app.put(
    accessibilityPaths.settings,
    { schema: { body: accessibilitySettings, response: answers(accessibilitySettings) } },
    async (request) => ok(await app.accessibility.save(request.body)),
  );
  app.get(
    accessibilityPaths.picturesToDescribe,
    {
      config: { access: 'admin', roles: CONTENT_ROLES },
      schema: { response: answers(Type.Array(pictureToDescribe)) },
    },
    async () => {
      const sections = [...app.sections].sort(
        (a: Section, b: Section) => a.definition.order - b.definition.order,
      );
      return ok((await Promise.all(sections.map((section) => sectionPictures(app, section)))).flat());
    },
  );
}
