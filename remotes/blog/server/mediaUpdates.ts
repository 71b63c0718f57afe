import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { assertStorable, badRequest } from '@academy/server/kit';
import { type MediaUpdate, mediaUpdate } from '../schemas';

const FIELD = 'mediaUpdates';
const SHAPE = 'a list of {_id, position, caption, urlAlt, urlDecorative}';
const updatesSchema = Type.Array(mediaUpdate);

/** '/2/caption' → 'mediaUpdates[2].caption' */
const fieldAt = (path: string) =>
  FIELD +
  path
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('');

/**
 * The stored media's new positions, captions and descriptions, from the JSON text a PUT carries.
 * Checked whole before anything is stored: bad JSON, a wrong shape or an id listed twice is a 400
 * naming the entry; captions and descriptions are trimmed. No text (or none sent) changes nothing.
 */
export function parseMediaUpdates(text: string | undefined): MediaUpdate[] {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${FIELD} is not valid JSON; it must be ${SHAPE}.`);
  }
  if (!Array.isArray(value)) throw badRequest(`${FIELD} must be ${SHAPE}.`);
  const error = Value.Errors(updatesSchema, value).First();
  if (error) throw badRequest(`${fieldAt(error.path)} is invalid: ${error.message.toLowerCase()}.`);
  assertStorable(value, [FIELD]);
  const updates = value as MediaUpdate[];
  const repeated = updates.findIndex(
    (update, index) => updates.findIndex((u) => u._id === update._id) < index,
  );
  if (repeated >= 0)
    throw badRequest(`${FIELD}[${repeated}] lists a media item that an earlier entry lists already.`);
  return updates.map(({ _id, position, caption, urlAlt, urlDecorative }) => ({
    _id,
    position,
    caption: caption?.trim(),
    urlAlt: urlAlt?.trim(),
    urlDecorative,
  }));
}
