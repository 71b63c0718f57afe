import {
  ADMIN_AREA_PATH,
  type Role,
  type SectionDefinition,
  type SectionList,
  screenShownTo,
} from '@academy/contracts';

// How the admin area names a section's things in sentences (the search's results, the activity
// log's entries): the section as its sidebar entry says, an item by its title, and the screen that
// edits them.

/** A section as the admin area names it: its sidebar entry's words. */
export const sectionPlace = (definition: SectionDefinition) =>
  definition.screens.find((screen) => screen.label)?.label ?? definition.name;

/** The section's first screen every one of `roles` sees (one without a parameter): where its content is edited. */
export function screenOf(definition: SectionDefinition, roles: readonly Role[]): string {
  const screen = definition.screens.find(
    (entry) => !entry.path.includes(':') && roles.every((role) => screenShownTo(entry, role)),
  );
  return `${ADMIN_AREA_PATH}/${screen?.path ?? ''}`;
}

/** What an item is called where it stands alone, as the trash names it. */
export const itemTitleOf = (list: SectionList, fields: Readonly<Record<string, unknown>>) =>
  list.fields ? String(fields[list.fields.title] ?? '') : (list.itemTitle?.(fields) ?? '');

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
