import type { ContentFieldNames, EditorField } from '@academy/contracts';
import { localInputValue } from '../drafts/schedule';
import { formatDateTime } from '../formatDateTime';
import { type PictureChoice, appendPictureChoice } from '../controls/PictureDescription';
import { type SearchFieldsDraft, appendSearchFields, searchFieldsSent } from '../seo/searchFields';

// The declared fields of a record (`editor.fields` in a section's definition), between the record
// as the API answers it, the text an input holds, and the value a write sends.

/** Each declared field's text as its input holds it, by the field's own name. */
export type FieldTexts = Record<string, string>;

/**
 * What a form of declared fields hands its editor: each field's text, and an image chosen, if any;
 * for an item with a page of its own (a blog post), its search and social fields too.
 */
export interface FieldsDraft {
  values: FieldTexts;
  image: File | string | null;
  /** A content kind's picture: its description, decorative choice and focal point. */
  picture?: PictureChoice;
  search?: SearchFieldsDraft;
}

/** The text an input holds for a stored value: a datetime in the administrator's own time. */
export function fieldText(field: EditorField, value: unknown): string {
  if (value === undefined || value === null || value === '') return field.default ?? '';
  if (field.kind === 'datetime') return localInputValue(String(value));
  return typeof value === 'string' ? value : String(value);
}

/**
 * The texts a form starts from: the content kind's title and description (when it has them) and
 * each declared field, read from the record (or the fields' defaults when there is none).
 */
export function fieldTexts(
  record: object | null,
  fields: readonly EditorField[],
  content?: ContentFieldNames,
): FieldTexts {
  const stored = (record ?? {}) as Record<string, unknown>;
  const texts: FieldTexts = {};
  if (content) {
    texts[content.title] = fieldText({ name: content.title, label: '', kind: 'text' }, stored[content.title]);
    texts[content.description] = fieldText(
      { name: content.description, label: '', kind: 'textarea' },
      stored[content.description],
    );
  }
  for (const field of fields) texts[field.name] = fieldText(field, stored[field.name]);
  return texts;
}

/**
 * The value a write sends for a field's text: numbers as numbers ('' for an empty one), a
 * datetime as ISO 8601, texts trimmed, the rest (times, dates, choices, references) as they are.
 */
export function sentValue(field: EditorField, text: string): string | number {
  const trimmed = text.trim();
  if (field.kind === 'number') return trimmed === '' ? '' : Number(trimmed);
  if (field.kind === 'datetime') {
    const time = new Date(trimmed);
    return trimmed === '' || Number.isNaN(time.getTime()) ? '' : time.toISOString();
  }
  if (field.kind === 'text' || field.kind === 'textarea') return trimmed;
  if (field.kind === 'select')
    return field.options?.find((option) => String(option.value) === text)?.value ?? text;
  return text;
}

/** The declared fields' values as a write sends them (JSON), by name. */
export function sentValues(
  fields: readonly EditorField[],
  texts: FieldTexts,
): Record<string, string | number> {
  return Object.fromEntries(fields.map((field) => [field.name, sentValue(field, texts[field.name] ?? '')]));
}

/**
 * The body of a write. A content kind (it takes an image) is sent multipart as before, its title
 * and description trimmed, its image only when one was chosen, and every declared field as text
 * (a number's digits, a datetime's ISO time: the server reads them back by its schema). A record
 * of another shape is sent as JSON, its numbers as numbers. `extra` goes along (a list item's
 * `status`).
 */
export function fieldsBody(
  fields: readonly EditorField[],
  draft: FieldsDraft,
  content?: ContentFieldNames,
  extra: Record<string, string> = {},
): FormData | Record<string, unknown> {
  const values = sentValues(fields, draft.values);
  if (!content) return { ...extra, ...values, ...(draft.search && searchFieldsSent(draft.search)) };
  const body = new FormData();
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  body.append(content.title, (draft.values[content.title] ?? '').trim());
  body.append(content.description, (draft.values[content.description] ?? '').trim());
  for (const [name, value] of Object.entries(values)) body.append(name, String(value));
  if (draft.image) body.append(content.image, draft.image);
  // Sent with every save, as a content form does: a stored picture's description may change alone.
  if (draft.picture) appendPictureChoice(body, content.image, draft.picture);
  if (draft.search) appendSearchFields(body, draft.search);
  return body;
}

/** Why a field's text cannot be sent, in a sentence shown at the field; undefined when it can. */
export function fieldProblem(field: EditorField, text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return field.required ? `${field.label} is required` : undefined;
  if (field.kind === 'number') {
    const number = Number(trimmed);
    if (!Number.isInteger(number)) return `${field.label} must be a whole number`;
    if (field.min !== undefined && number < field.min) return `${field.label} must be at least ${field.min}`;
    if (field.max !== undefined && number > field.max) return `${field.label} must be at most ${field.max}`;
  }
  if (field.kind === 'datetime' && Number.isNaN(new Date(trimmed).getTime()))
    return `${field.label} must be a date and time`;
  if (field.kind === 'time' && !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(trimmed))
    return `${field.label} must be a time (HH:MM)`;
  if (field.kind === 'date' && !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(trimmed))
    return `${field.label} must be a date`;
  return undefined;
}

/**
 * The field a server's refusal is about, when the sentence names it first, as the server's
 * validation does ('ageMax must be at most 120'), or by its label ('End time must be after ...').
 */
export function refusedField(message: string | null, fields: readonly EditorField[]): string | undefined {
  if (!message) return undefined;
  const lower = message.toLowerCase();
  return fields.find(
    (field) =>
      message.startsWith(`${field.name} `) ||
      lower.startsWith(`${field.label.toLowerCase()} `) ||
      lower.startsWith(`the ${field.label.toLowerCase()} `),
  )?.name;
}

/** The items of referenced lists, by the reference's list path: to name a reference's value. */
export type ReferencedItems = Readonly<Record<string, readonly Record<string, unknown>[] | undefined>>;

/** A stored value as the read-only view shows it: a choice's words, a referenced item's name, a time. */
export function shownValue(field: EditorField, value: unknown, referenced: ReferencedItems = {}): string {
  if (value === undefined || value === null || value === '') return '';
  const text = typeof value === 'string' ? value : String(value);
  if (field.kind === 'select')
    return field.options?.find((option) => String(option.value) === text)?.label ?? text;
  if (field.kind === 'datetime') return formatDateTime(text);
  if (field.kind === 'reference' && field.reference) {
    const { list, label } = field.reference;
    const item = referenced[list]?.find((candidate) => candidate._id === text);
    return item ? String(item[label] ?? text) : text;
  }
  return text;
}

/** What History calls each declared field (besides a content kind's labels). */
export const fieldLabels = (fields: readonly EditorField[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field.name, field.label]));

/** A text field's suggestions, computed when asked (a time zone's names are many). */
export function suggestionsOf(field: EditorField): readonly string[] {
  const { suggestions } = field;
  return typeof suggestions === 'function' ? suggestions() : (suggestions ?? []);
}
