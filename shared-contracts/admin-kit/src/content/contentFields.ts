import type { ContentFieldNames, ContentLabels } from '@academy/contracts';

export type { ContentLabels };
/**
 * The content records the editors handle all have a title, a description and an image, under
 * names that differ per record (herotitle/herodescription/heroimg, aboutustitle/..., teamtitle/...).
 * An editor is told which names to use and stays the same for all of them.
 */

/** The names of a record's title, description and image fields (the section's definition has them). */
export type ContentFields = ContentFieldNames;

export const DEFAULT_CONTENT_LABELS: ContentLabels = {
  title: 'Title',
  description: 'Description',
  image: 'Image',
};

/** A record's content under neutral names; empty strings when the record was never saved. */
export interface ContentValues {
  title: string;
  description: string;
  image: string;
}

/** What the form holds while editing: the texts and an image file to upload, if one was chosen. */
export interface ContentDraft {
  title: string;
  description: string;
  image: File | null;
}

export function readContent(record: object | null, fields: ContentFields): ContentValues {
  const text = (key: string) =>
    ((record as Record<string, unknown> | null)?.[key] as string | undefined) ?? '';
  return { title: text(fields.title), description: text(fields.description), image: text(fields.image) };
}

/**
 * The multipart body under the record's own field names. The image goes only when a new one was
 * chosen: without it the server keeps the stored image. `extraFields` carries e.g. a slot's position.
 */
export function contentFormData(
  fields: ContentFields,
  draft: ContentDraft,
  extraFields: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(extraFields)) body.append(name, value);
  body.append(fields.title, draft.title.trim());
  body.append(fields.description, draft.description.trim());
  if (draft.image) body.append(fields.image, draft.image);
  return body;
}

/** An entry of a section's definition that its generic editor needs texts and field names of. */
interface EditableEntry<T> {
  path: string;
  fields?: ContentFieldNames;
  editor?: T;
}

/** The texts and field names of an editable entry; a definition without them has no generic editor. */
export function editorOf<T>(entry: EditableEntry<T>): { texts: T; fields: ContentFieldNames } {
  if (!entry.editor || !entry.fields)
    throw new Error(`${entry.path} declares no editor texts or content fields`);
  return { texts: entry.editor, fields: entry.fields };
}
