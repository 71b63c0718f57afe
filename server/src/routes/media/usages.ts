import {
  ADMIN_AREA_PATH,
  MEDIA_LIBRARY_LIST,
  type MediaUsage,
  type SectionDefinition,
  UPLOADS_PATH,
  pictureFieldNames,
} from '@academy/contracts';
import type { ContentStates } from '../../repositories/storedFiles';
import { capitalised, itemTitleOf, screenOf, sectionPlace } from '../../sections/sectionWords';
import { CONTENT_ROLES } from '../../services/roles';
import { uploadedPathsIn } from '../../services/uploadedFiles';

// Where each stored file is used (issue 32, item 6): every current record, slot and list item of
// the sections, and the kept states (revisions, drafts) and trashed items that name a file, read
// from the generic content tables in one pass.

/** A current record, slot or list item that uses a file, and how to save it again. */
export type CurrentHolder =
  | { kind: 'block'; section: string; block: string }
  | { kind: 'item'; section: string; collection: string; id: string };

/** One use of a file: where, in which field, and the picture's description there. */
export interface FoundUsage extends MediaUsage {
  path: string;
  /** The field that names the file, as stored (`image`, `photoPath`). */
  fieldName: string;
  alt: string;
  decorative: boolean;
  /** The record to save for 'Replace everywhere' (current uses only). */
  holder?: CurrentHolder;
  /** The record's key, as its revisions and drafts are kept. */
  key: string;
}

/** The files a state's fields name, each with the top-level field it is under. */
function filesOf(fields: Readonly<Record<string, unknown>>) {
  return Object.entries(fields).flatMap(([fieldName, value]) =>
    [...new Set(uploadedPathsIn(value))].map((path) => {
      const names = pictureFieldNames(fieldName);
      const alt = fields[names.alt];
      return {
        path,
        fieldName,
        alt: typeof alt === 'string' ? alt.trim() : '',
        decorative: fields[names.decorative] === true,
      };
    }),
  );
}

/** How the admin area names a record or item of the content tables, and where it is edited. */
interface Place {
  section: string;
  record: string;
  adminPath: string;
}

function namer(definitions: readonly SectionDefinition[]) {
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const sectionOf = (key: string) => {
    const definition = byKey.get(key);
    return {
      section: definition ? sectionPlace(definition) : capitalised(key),
      adminPath: definition ? screenOf(definition, CONTENT_ROLES) : ADMIN_AREA_PATH,
    };
  };

  function block(section: string, blockName: string): Place {
    const definition = byKey.get(section);
    const record = Object.entries(definition?.records ?? {}).find(([, entry]) => entry.block === blockName);
    if (record) return { ...sectionOf(section), record: record[1].editor?.heading ?? capitalised(record[0]) };
    for (const [name, slots] of Object.entries(definition?.slots ?? {})) {
      const position = slots.positions.find((entry) => `${slots.prefix}-${entry}` === blockName);
      if (position !== undefined)
        return {
          ...sectionOf(section),
          record: `${slots.editor?.itemName ?? capitalised(name)} ${position}`,
        };
    }
    return { ...sectionOf(section), record: capitalised(blockName) };
  }

  function item(section: string, collection: string, fields: Readonly<Record<string, unknown>>): Place {
    const list = Object.values(byKey.get(section)?.lists ?? {}).find(
      (entry) => entry.collection === collection,
    );
    const title = list ? itemTitleOf(list, fields) : '';
    const what = list?.itemName ?? collection;
    return { ...sectionOf(section), record: capitalised(title ? `${what} "${title}"` : what) };
  }

  /** A file a section's own table keeps (a post's media), told by the stored file's owner. */
  function owner(ownerName: string): Place {
    const [section, ...rest] = ownerName.split('/');
    return { ...sectionOf(section), record: capitalised(rest.join(' ') || section) };
  }

  return { block, item, owner };
}

/** Every use of every file named in the content tables, by public path. */
export function usagesByPath(
  definitions: readonly SectionDefinition[],
  states: ContentStates,
  labelOf: (field: string) => string,
): Map<string, FoundUsage[]> {
  const names = namer(definitions);
  const found = new Map<string, FoundUsage[]>();
  const add = (usage: FoundUsage) => {
    const list = found.get(usage.path) ?? [];
    // A kept state counts only where no current state of the same record's field names the file.
    const same = list.find((other) => other.key === usage.key && other.fieldName === usage.fieldName);
    if (!same) list.push(usage);
    else if (same.only !== null && usage.only === null) list.splice(list.indexOf(same), 1, usage);
    found.set(usage.path, list);
  };
  const addState = (
    place: Place,
    key: string,
    fields: Readonly<Record<string, unknown>>,
    only: MediaUsage['only'],
    holder?: CurrentHolder,
  ) => {
    for (const file of filesOf(fields))
      add({ ...place, ...file, field: labelOf(file.fieldName), key, only, ...(holder && { holder }) });
  };

  const places = new Map<string, { place: Place; trashed: boolean }>();
  for (const row of states.blocks) {
    const place = names.block(row.section, row.block);
    const key = `${row.section}/${row.block}`;
    places.set(key, { place, trashed: false });
    addState(place, key, row.fields, null, { kind: 'block', section: row.section, block: row.block });
  }
  for (const row of states.items) {
    if (row.section === MEDIA_LIBRARY_LIST.section) continue;
    const { trashed } = row;
    const named = names.item(row.section, row.collection, row.fields);
    const place = trashed ? { ...named, adminPath: `${ADMIN_AREA_PATH}/trash` } : named;
    const key = `${row.section}/${row.collection}/${row.id}`;
    places.set(key, { place, trashed });
    const holder = { kind: 'item', section: row.section, collection: row.collection, id: row.id } as const;
    addState(place, key, row.fields, trashed ? 'trash' : null, trashed ? undefined : holder);
  }
  for (const row of states.kept) {
    // What belongs to an item (its detailed content) is kept below the item's key.
    const owner = [...places.keys()].find((key) => row.record === key || row.record.startsWith(`${key}/`));
    const known = owner ? places.get(owner)! : undefined;
    const place = known?.place ?? names.owner(row.record);
    addState(place, owner ?? row.record, row.fields, known?.trashed ? 'trash' : 'history');
  }
  return found;
}

/**
 * A file none of the content tables names, kept by a section's own table (a post's media): used
 * by its owner, as far as the platform can tell. A file the library or a generic record stored
 * has no such owner: nothing else holds it.
 */
export function ownerUsage(
  definitions: readonly SectionDefinition[],
  ownerName: string,
  path: string,
): FoundUsage[] {
  const generic = definitions.some((definition) =>
    [
      ...Object.values(definition.records).map((record) => `${definition.key}/${record.block}`),
      ...Object.values(definition.slots).map((slots) => `${definition.key}/${slots.prefix}`),
      ...Object.values(definition.lists).map((list) => `${definition.key}/${list.collection}`),
    ].includes(ownerName),
  );
  if (generic || !ownerName.includes('/') || ownerName.startsWith(`${MEDIA_LIBRARY_LIST.section}/`))
    return [];
  const place = namer(definitions).owner(ownerName);
  return [
    { ...place, path, field: '', fieldName: '', alt: '', decorative: false, key: ownerName, only: null },
  ];
}

/** The public path of a stored file's name. */
export const publicPathOf = (name: string) => `${UPLOADS_PATH}/${name}`;

/** Where a usage is, in a sentence: 'Home › Hero section', 'the history of About › Team member "Ana"'. */
export function usageWords(usage: MediaUsage): string {
  const where = `${usage.section} › ${usage.record}`;
  if (usage.only === 'history') return `the history of ${where}`;
  if (usage.only === 'trash') return `${where} in the trash`;
  return where;
}
