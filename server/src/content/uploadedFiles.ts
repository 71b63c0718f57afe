import path from 'node:path';
import { UPLOADS_PATH, isUploadName } from '@academy/contracts';
import type { ImageUpload } from '../plugins/app/uploads';
import { badRequest } from '../services/httpErrors';

/** The files sent in one multipart field (one Buffer, several, or none); empty file inputs are skipped. */
export function uploadedFiles(value: unknown): Buffer[] {
  return [value].flat().filter((item): item is Buffer => Buffer.isBuffer(item) && item.length > 0);
}

export function singleUpload(value: unknown, field: string): Buffer | undefined {
  const files = uploadedFiles(value);
  if (files.length > 1) throw badRequest(`${field} must be a single file`);
  return files[0];
}

/**
 * An image field's value: a file sent, or a picture chosen from the media library (the text of a
 * stored upload's public path; the upload store checks it is still there). Any other text (a path
 * not ours) keeps the stored image, as a form re-sending it always has.
 */
export function imageUpload(value: unknown, field: string): ImageUpload | undefined {
  const chosen = [value].flat().find((item): item is string => typeof item === 'string');
  const named =
    chosen?.startsWith(`${UPLOADS_PATH}/`) && isUploadName(path.basename(chosen)) ? chosen : undefined;
  return singleUpload(value, field) ?? (named ? { stored: named } : undefined);
}
