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
