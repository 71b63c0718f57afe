/**
 * The content records the editors handle all have a title, a description and an image, under
 * names that differ per record (herotitle/herodescription/heroimg, aboutustitle/..., teamtitle/...).
 * An editor is told which names to use and stays the same for all of them.
 */

/** The keys of R whose values are text: the only ones a content form can edit. */
export type TextKey<R> = { [K in keyof R]-?: R[K] extends string ? K : never }[keyof R] & string;

export interface ContentFields<R> {
  title: TextKey<R>;
  description: TextKey<R>;
  image: TextKey<R>;
}

export interface ContentLabels {
  title: string;
  description: string;
  image: string;
}

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

export function readContent<R>(record: R | null, fields: ContentFields<R>): ContentValues {
  const text = (key: TextKey<R>) => (record?.[key] as string | undefined) ?? '';
  return { title: text(fields.title), description: text(fields.description), image: text(fields.image) };
}

/**
 * The multipart body under the record's own field names. The image goes only when a new one was
 * chosen: without it the server keeps the stored image. `extraFields` carries e.g. a slot's position.
 */
export function contentFormData<R>(
  fields: ContentFields<R>,
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
