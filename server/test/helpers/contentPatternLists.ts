import type { ContentFieldNames, SectionList } from '@academy/contracts';
import { loadSections } from '../../src/sections/discover';

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
      if (!fields) return [];
      const required: string[] = list.body.required ?? [];
      const onlyTheContent = required.every((name) => name === fields.title || name === fields.description);
      return onlyTheContent ? [{ section: definition.key, ...list, fields }] : [];
    }),
  );
}
