import * as Type from '@sinclair/typebox';
import type { TString } from '@sinclair/typebox';
import { TEXT_LIMITS } from '../api/limits';

/** A pattern that only says "not blank": a failure means the field was left empty. */
export const NOT_BLANK_PATTERN = '\\S';

/** A text field that must hold something other than spaces ("<field> is required" otherwise). */
export const requiredText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK_PATTERN });

export const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const requiredEmail = () =>
  Type.String({ minLength: 1, maxLength: TEXT_LIMITS.email, format: 'email' });

/** Marks a schema property as a file field (a symbol: the validator never sees it). */
export const UPLOAD_FIELD = Symbol.for('academy.uploadField');

/**
 * An upload field: a file in a multipart form; a text value naming a stored upload (a picture
 * chosen from the media library, or the stored image re-sent) takes that file; any other text or
 * nothing keeps the stored image. A route whose body has one takes files.
 */
export const optionalUpload = () => Type.Optional(Type.Unknown({ [UPLOAD_FIELD]: true }));

/** Whether a body schema has a file field: only such routes accept multipart forms. */
export function takesFiles(body: unknown): boolean {
  const properties = (body as { properties?: Record<string, object> } | undefined)?.properties;
  return Object.values(properties ?? {}).some((property) => UPLOAD_FIELD in property);
}

/** Text properties under the given names, for records whose field names differ per kind. */
export function textProperties<const K extends string>(names: readonly K[]): { [P in K]: TString } {
  return Object.fromEntries(names.map((name) => [name, Type.String()])) as { [P in K]: TString };
}
