import { UPLOAD_FIELD } from '@academy/contracts';
import type { TObject } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { FileChange, ImageUpload } from '../plugins/app/uploads';
import { imageUpload } from './uploadedFiles';

// A record's pictures beside its main one (a blog post's social image, beside its own picture):
// each a file a write may send, stored with the write and kept, by its path among the fields,
// until a new file replaces it. A restore or a publish takes it from the state it makes current,
// like any field.

/** New files of a write, by the field each was sent under. */
export type ExtraImages = Readonly<Record<string, ImageUpload>>;

/** The image fields of a write body beside its main one: the other fields that take a file. */
export function extraImageFields(body: TObject, imageField: string | undefined): string[] {
  return Object.entries(body.properties)
    .filter(([name, property]) => name !== imageField && UPLOAD_FIELD in property)
    .map(([name]) => name);
}

/** The files a write body sends for those fields. */
export function extraImagesOf(
  body: Readonly<Record<string, unknown>>,
  names: readonly string[],
): ExtraImages {
  return Object.fromEntries(
    names.flatMap((name) => {
      const file = imageUpload(body[name], name);
      return file ? [[name, file]] : [];
    }),
  );
}

/**
 * Stores a write's main image (if any) and its extra images in one all-or-nothing step, and hands
 * `write` the main image's path and the extra images' paths by field.
 */
export function storeWithExtraImages<T>(
  app: FastifyInstance,
  owner: string,
  image: ImageUpload | undefined,
  extras: ExtraImages = {},
  write: (
    tx: Db,
    imagePath: string | undefined,
    extraPaths: Record<string, string>,
  ) => Promise<FileChange<T>>,
): Promise<T> {
  const names = Object.keys(extras);
  const files = [...(image ? [image] : []), ...names.map((name) => extras[name])];
  return app.uploads.store(files, owner, (tx, paths) => {
    const extraPaths = paths.slice(image ? 1 : 0);
    return write(
      tx,
      image ? paths[0] : undefined,
      Object.fromEntries(names.map((name, i) => [name, extraPaths[i]])),
    );
  });
}

/**
 * The extra images' paths a new state holds: each new one, else the first of `earlier` states
 * (a draft's, then the stored record's) that held one.
 */
export function keptExtraImages(
  names: readonly string[],
  stored: Readonly<Record<string, string>>,
  ...earlier: (Readonly<Record<string, unknown>> | undefined)[]
): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const kept = earlier.map((state) => state?.[name]).find((value) => typeof value === 'string' && value);
      return [name, stored[name] ?? (kept as string | undefined) ?? ''];
    }),
  );
}
