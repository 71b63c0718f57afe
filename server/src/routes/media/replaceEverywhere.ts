import {
  MEDIA_LIBRARY_LIST,
  MEDIA_REPLACE_FIELD,
  MEDIA_SENTENCES,
  pictureFieldNames,
} from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { singleUpload } from '../../content/uploadedFiles';
import { keepRevision, savedBy } from '../../content/revisions';
import type { Db } from '../../db/database';
import type { ContentFields } from '../../db/schema';
import { findBlockForUpdate, upsertBlock } from '../../repositories/contentBlocks';
import { findDraft, upsertDraft } from '../../repositories/contentDrafts';
import { findItem, updateItem } from '../../repositories/contentItems';
import { badRequest } from '../../services/httpErrors';
import { sniffVideoKind } from '../../services/videoFiles';
import { type CurrentHolder, type FoundUsage, usageWords } from './usages';

interface Replacement {
  /** The public path of the file to replace. */
  old: string;
  /** Its current uses: each record, slot or list item is saved once. */
  current: readonly FoundUsage[];
  /** The request's body: the new file and, for a picture, its description. */
  body: Record<string, unknown>;
}

/**
 * A state's fields with `old` replaced by `next` wherever a top-level field names it, and the
 * description sent (if any) beside each such field.
 */
function replacedFields(
  fields: ContentFields,
  old: string,
  next: string,
  body: Record<string, unknown>,
): ContentFields {
  const sent = pictureFieldNames(MEDIA_REPLACE_FIELD);
  const replaced: ContentFields = { ...fields };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== old) continue;
    replaced[name] = next;
    const names = pictureFieldNames(name);
    if (typeof body[sent.alt] === 'string') replaced[names.alt] = String(body[sent.alt]).trim();
    if (typeof body[sent.decorative] === 'boolean')
      replaced[names.decorative] = body[sent.decorative] as boolean;
  }
  return replaced;
}

/** Saves one current holder with the new file: its replaced state kept as a revision, its draft kept too. */
async function saveHolder(
  app: FastifyInstance,
  tx: Db,
  { holder, key }: { holder: CurrentHolder; key: string },
  change: { old: string; next: string; body: Record<string, unknown>; by: string },
): Promise<string[]> {
  const replace = (fields: Record<string, unknown>) =>
    replacedFields(fields as ContentFields, change.old, change.next, change.body);
  const blockHolder = holder.kind === 'block';
  const previous = blockHolder
    ? await findBlockForUpdate(tx, holder.section, holder.block)
    : await findItem(tx, holder.section, holder.collection, holder.id, { forUpdate: true });
  if (!previous) return [];
  const fields = replace(previous.fields);
  if (blockHolder) await upsertBlock(tx, holder.section, holder.block, fields, app.now());
  else await updateItem(tx, holder.section, holder.collection, holder.id, fields, app.now());
  // A save ends the record's draft; this one only swaps a file, so the draft stays, swapped too.
  const draft = await findDraft(tx, key, { forUpdate: true });
  const released = await keepRevision(app, tx, {
    key,
    replaced: previous.fields,
    current: fields,
    by: change.by,
  });
  if (draft) await upsertDraft(tx, { ...draft, fields: replace(draft.fields) });
  return released;
}

/**
 * 'Replace everywhere': stores the new file and, in the same transaction, saves each record, slot
 * and list item using the old one with it (each replaced state kept in its history); then records
 * one audit entry per record saved. Answers the new file's public path.
 */
export async function replaceEverywhere(
  app: FastifyInstance,
  request: FastifyRequest,
  { old, current, body }: Replacement,
): Promise<string> {
  const file = singleUpload(body[MEDIA_REPLACE_FIELD], MEDIA_REPLACE_FIELD);
  if (!file) throw badRequest(MEDIA_SENTENCES.noFile);
  const by = savedBy(request);
  const holders = new Map(current.map((usage) => [usage.key, usage]));
  const next = await app.uploads.store(
    [sniffVideoKind(file) ? { video: file } : file],
    `${MEDIA_LIBRARY_LIST.section}/${MEDIA_LIBRARY_LIST.collection}`,
    async (tx, [stored]) => {
      const released: string[] = [];
      for (const usage of holders.values())
        released.push(
          ...(await saveHolder(
            app,
            tx,
            { holder: usage.holder!, key: usage.key },
            { old, next: stored, body, by },
          )),
        );
      return { value: stored, released };
    },
  );
  for (const usage of holders.values())
    await app.audit.record({
      accountId: request.admin?._id ?? '',
      accountName: request.admin?.name ?? '',
      action: 'save',
      path: `/media/${usage.key}`,
      recordId: usage.holder?.kind === 'item' ? usage.holder.id : '',
      address: request.client,
      summary: `replaced the picture in ${usageWords(usage)}`,
      subject: usageWords(usage),
      link: usage.adminPath,
    });
  return next;
}
