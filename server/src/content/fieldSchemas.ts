import { type TSchema, Type } from '@sinclair/typebox';
import { NOT_BLANK_PATTERN } from '../services/validationMessages';

// Length caps on stored text: generous for the page, small enough that nobody stores a novel.
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;

/** A text field that must hold something other than spaces ("<field> is required" otherwise). */
export const requiredText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK_PATTERN });

export const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const requiredEmail = () => Type.String({ minLength: 1, maxLength: 254, format: 'email' });

/**
 * An upload field: a Buffer when a file was sent in a multipart form; a text value (a form
 * re-sending the stored image's path) or nothing keeps the stored image.
 */
export const optionalUpload = (): TSchema => Type.Optional(Type.Unknown());
