import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { previewLinks } from '../db/schema';

export interface PreviewLinkRow {
  tokenHash: string;
  path: string;
  /** The id of the account that made it (a name, in older links that kept no account: they show no draft). */
  createdBy: string;
  expiresAt: Date;
}

export async function insertPreviewLink(db: Db, link: PreviewLinkRow): Promise<void> {
  await db.insert(previewLinks).values(link);
}

/** The link with this token's hash, while it has not expired. */
export async function findLivePreviewLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ path: previewLinks.path, expiresAt: previewLinks.expiresAt, createdBy: previewLinks.createdBy })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, tokenHash), gt(previewLinks.expiresAt, now)));
  return row;
}

/** Ends every link (drafts were published), and those expired. */
export async function deletePreviewLinks(db: Db): Promise<void> {
  await db.delete(previewLinks);
}
