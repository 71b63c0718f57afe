import type { ContentFieldNames, SectionList } from '@academy/contracts';
import { loadSections } from '../../src/sections/discover';

/** Whether a write of this record or list sends nothing required but its title and description. */
export function requiresOnlyTheContent({ body, fields }: Pick<SectionList, 'body' | 'fields'>): boolean {
  const required: string[] = body.required ?? [];
  return !!fields && required.every((name) => name === fields.title || name === fields.description);
}

/**
 * The lists every section declares whose items are the content pattern alone: a title, a
 * description and an image, and nothing else a write must send. The platform's list tests (the
 * pattern, the trash) run through each of them; a list that requires more (a class's day and
 * times) is tested by its section's own tests, which know what a valid item is.
 */
export function contentPatternLists(): (SectionList & { section: string; fields: ContentFieldNames })[] {
  return loadSections().flatMap(({ definition }) =>
    Object.values(definition.lists).flatMap((list) => {
      const { fields } = list;
      return fields && requiresOnlyTheContent(list) ? [{ section: definition.key, ...list, fields }] : [];
    }),
  );
}
