import type { SectionDefinition } from '@academy/contracts';
import { ContentRecordEditor } from '../content/ContentRecordEditor';
import { sectionPage } from '../drafts/sectionPage';
import { ListEditor } from '../list/ListEditor';
import { RecordEditor } from '../record/RecordEditor';
import { SectionSearchFields } from '../seo/SectionSearchFields';
import { SlotsEditor } from '../slots/SlotsEditor';

/**
 * An editor for everything a section declares with editor texts, in the order it declares them:
 * its records, then its slots, then its lists. A record whose editor texts declare fields
 * (`editor.fields`) gets the `RecordEditor` of declared fields; lists handle theirs themselves. What the section edits its own way (the contact
 * details, the gallery) has no editor texts and is left to the section's screen. Last, the
 * 'Search & social' panel of each of its pages.
 */
export function SectionEditors({ section }: { section: SectionDefinition }) {
  const page = sectionPage(section);
  return (
    <>
      {Object.entries(section.records).map(([name, record]) =>
        record.editor?.fields ? (
          <RecordEditor key={name} record={record} page={page} />
        ) : record.editor ? (
          <ContentRecordEditor key={name} record={record} page={page} />
        ) : null,
      )}
      {Object.entries(section.slots).map(([name, slots]) =>
        slots.editor ? <SlotsEditor key={name} slots={slots} page={page} /> : null,
      )}
      {Object.entries(section.lists).map(([name, list]) =>
        list.editor ? <ListEditor key={name} list={list} page={page} /> : null,
      )}
      <SectionSearchFields section={section} />
    </>
  );
}
