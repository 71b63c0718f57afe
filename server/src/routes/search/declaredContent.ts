import { ADMIN_AREA_PATH, type Role, type SectionDefinition, UPLOADS_PATH } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContentFields } from '../../db/schema';
import { type SearchableItem, everyBlock, everyItem } from '../../repositories/searchableContent';
import type { SearchDocument } from '../../sections/sectionServer';
import { capitalised, itemTitleOf, screenOf, sectionPlace } from '../../sections/sectionWords';
import { CONTENT_ROLES, EVERY_ROLE } from '../../services/roles';

/** Something the search may answer: a document, the section it is in, and who may open it. */
export interface Candidate extends SearchDocument {
  section: string;
  roles: readonly Role[];
}

/** Every text of a record's fields: not its pictures' paths, its numbers or its yes-or-no fields. */
const textsOf = (fields: ContentFields) =>
  Object.values(fields).filter(
    (value): value is string => typeof value === 'string' && !value.startsWith(`${UPLOADS_PATH}/`),
  );

/** The documents of one section's declared records, slots and list items, and of its items in the trash. */
function sectionDocuments(
  definition: SectionDefinition,
  blocks: ReadonlyMap<string, ContentFields>,
  items: readonly SearchableItem[],
): Candidate[] {
  const { key } = definition;
  const section = sectionPlace(definition);
  const found: Candidate[] = [];
  const editorScreen = screenOf(definition, CONTENT_ROLES);

  for (const [name, record] of Object.entries(definition.records)) {
    const fields = blocks.get(`${key}/${record.block}`);
    if (!fields) continue;
    const kind = record.editor?.heading ?? capitalised(name);
    const title = record.fields ? String(fields[record.fields.title] ?? '') : '';
    found.push({
      section,
      kind,
      title: title || kind,
      texts: textsOf(fields),
      adminPath: editorScreen,
      roles: CONTENT_ROLES,
    });
  }
  for (const [name, slots] of Object.entries(definition.slots))
    for (const position of slots.positions) {
      const fields = blocks.get(`${key}/${slots.prefix}-${position}`);
      if (!fields) continue;
      const kind = `${slots.editor?.itemName ?? capitalised(name)} ${position}`;
      const title = slots.fields ? String(fields[slots.fields.title] ?? '') : '';
      found.push({
        section,
        kind,
        title: title || kind,
        texts: textsOf(fields),
        adminPath: editorScreen,
        roles: CONTENT_ROLES,
      });
    }
  for (const list of Object.values(definition.lists)) {
    const roles = list.writtenByAuthors ? EVERY_ROLE : CONTENT_ROLES;
    for (const item of items) {
      if (item.section !== key || item.collection !== list.collection) continue;
      const title = itemTitleOf(list, item.fields) || capitalised(list.itemName);
      found.push(
        item.trashed
          ? {
              section,
              kind: `${list.itemName} in the trash`,
              title,
              texts: textsOf(item.fields),
              adminPath: `${ADMIN_AREA_PATH}/trash`,
              roles: CONTENT_ROLES,
            }
          : {
              section,
              kind: list.itemName,
              title,
              texts: textsOf(item.fields),
              adminPath: screenOf(definition, roles),
              roles,
              ...(item.status !== 'published' && { unpublished: { createdBy: item.createdBy } }),
            },
      );
    }
  }
  return found;
}

/** The documents of every section's declared content, read in two queries. */
export async function declaredContent(
  app: FastifyInstance,
  definitions: readonly SectionDefinition[],
): Promise<Candidate[]> {
  const [blocks, items] = await Promise.all([everyBlock(app.db), everyItem(app.db)]);
  const fieldsByBlock = new Map(blocks.map((block) => [`${block.section}/${block.block}`, block.fields]));
  return definitions.flatMap((definition) => sectionDocuments(definition, fieldsByBlock, items));
}
