import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { releasePreviews } from '../db/schema';

/** A release preview link: the release of one remote it shows, until when, made by whom. */
export interface ReleasePreviewRow {
  tokenHash: string;
  remote: string;
  url: string;
  digest: string | null;
  version: string;
  createdBy: string;
  expiresAt: Date;
}

export async function insertReleasePreview(db: Db, preview: ReleasePreviewRow): Promise<void> {
  await db.insert(releasePreviews).values(preview);
}

/** The preview with this token's hash, while it has not expired. */
export async function findLiveReleasePreview(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      remote: releasePreviews.remote,
      url: releasePreviews.url,
      digest: releasePreviews.digest,
      version: releasePreviews.version,
      expiresAt: releasePreviews.expiresAt,
    })
    .from(releasePreviews)
    .where(and(eq(releasePreviews.tokenHash, tokenHash), gt(releasePreviews.expiresAt, now)));
  return row;
}

/** Forgets the previews that have expired. */
export async function deleteExpiredReleasePreviews(db: Db, now: Date): Promise<void> {
  await db.delete(releasePreviews).where(lte(releasePreviews.expiresAt, now));
}
