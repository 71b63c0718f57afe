import { type ContentFieldNames, type ContentLabels, describedPicture } from '@academy/contracts';
import { type PictureChoice, UNDESCRIBED, appendPictureChoice } from '../controls/PictureDescription';

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
  /** The picture's description, decorative choice and focal point; none said yet when absent. */
  picture?: PictureChoice;
}

/**
 * What the form holds while editing: the texts and an image file to upload, or a picture's path
 * chosen from the library, if one was chosen (either is sent under the image field).
 */
export interface ContentDraft {
  title: string;
  description: string;
  image: File | string | null;
  picture: PictureChoice;
}

export function readContent(record: object | null, fields: ContentFields): ContentValues {
  const text = (key: string) =>
    ((record as Record<string, unknown> | null)?.[key] as string | undefined) ?? '';
  const { alt, decorative, focus } = describedPicture(record as Record<string, unknown> | null, fields.image);
  return {
    title: text(fields.title),
    description: text(fields.description),
    image: text(fields.image),
    picture: { alt, decorative, focus },
  };
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
  // Always sent: a stored picture's description can change without a new file.
  appendPictureChoice(body, fields.image, draft.picture ?? UNDESCRIBED);
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
