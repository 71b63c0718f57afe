import * as Type from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';

/** `{ success: true, data }`: every JSON answer except sign-in and forgot-password. */
export const successEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data });

/** `{ success: false, error }`, with a sentence a person can read. */
export const failureEnvelope = Type.Object({ success: Type.Literal(false), error: Type.String() });

/** A record that may not have been saved yet: the page then shows its defaults. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
