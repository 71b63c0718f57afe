import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import { ITEM_STATE_FIELDS, conflictEnvelope, failureEnvelope, successEnvelope } from '@academy/contracts';

/**
 * The answers a content route declares: its record (or list) in the success envelope, and the
 * failure envelope for every 4xx. Fastify serialises with these, so an answer never carries a
 * field the contract does not name.
 */
export const answers = (data: TSchema) => ({
  200: successEnvelope(data),
  409: conflictEnvelope,
  '4xx': failureEnvelope,
});

/** The `:id` of a record's route. Any text: an unknown or malformed id is simply not found (404). */
export const idParams = Type.Object({ id: Type.String() });

/** The text fields a write body declares (every property but the upload field and a list item's state). */
export function textFieldNames(body: TObject, imageField?: string): string[] {
  return Object.keys(body.properties).filter(
    (name) => name !== imageField && !ITEM_STATE_FIELDS.includes(name),
  );
}
