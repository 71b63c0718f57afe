import { eq } from 'drizzle-orm';
import type { PinnedRelease } from '@academy/ssr';
import type { Db } from '../db/database';
import { remoteReleases } from '../db/schema';

/** A release.json as it was pinned: its exact text, under its digest (the SHA-256 of its bytes, hex). */
export interface PinnedReleaseRow {
  digest: string;
  manifestUrl: string;
  releaseJson: string;
  release: PinnedRelease;
  pinnedAt: Date;
}

/**
 * Stores a pin. The same digest is the same bytes, so a release pinned before (at this URL or
 * another) is kept as it was.
 */
export async function savePinnedRelease(db: Db, row: PinnedReleaseRow): Promise<void> {
  await db
    .insert(remoteReleases)
    .values({
      digest: row.digest,
      remote: row.release.remote,
      version: row.release.version,
      buildId: row.release.buildId,
      manifestUrl: row.manifestUrl,
      releaseJson: row.releaseJson,
      pinnedAt: row.pinnedAt,
    })
    .onConflictDoNothing({ target: remoteReleases.digest });
}

/** The release.json pinned under `digest` (checked when it was stored), or undefined when none is. */
export async function findPinnedRelease(db: Db, digest: string): Promise<PinnedRelease | undefined> {
  const [row] = await db
    .select({ releaseJson: remoteReleases.releaseJson })
    .from(remoteReleases)
    .where(eq(remoteReleases.digest, digest));
  if (!row) return undefined;
  const { remote, version, buildId, files } = JSON.parse(row.releaseJson) as PinnedRelease;
  return { remote, version, buildId, files };
}

/**
 * What a browser fetches of a release: its scripts, stylesheets and manifest; not its server
 * build, the compressed copies (a browser asks for the file, the server may send a copy), the
 * build id or the lists.
 */
const FETCHED_BY_BROWSERS = /^(?!server\/).*\.(js|css)$|^mf-manifest\.json$/;

/**
 * The integrity of every file a browser fetches of a pinned release (its scripts, its stylesheets
 * and its manifest), by its path in the release's folder: the runtime config hands it to the
 * shell, whose federation plugin loads each with it.
 */
export function browserIntegrity(release: PinnedRelease): Record<string, string> {
  return Object.fromEntries(Object.entries(release.files).filter(([file]) => FETCHED_BY_BROWSERS.test(file)));
}

/**
 * Pinned releases read once each and kept for the life of the process, as a pin never changes:
 * the release (for server rendering) and what browsers check of it (for the runtime config).
 * A digest not found (or a read that failed) is asked again next time.
 */
export function pinnedReleases(db: Db) {
  const kept = new Map<
    string,
    Promise<{ release: PinnedRelease; integrity: Record<string, string> } | undefined>
  >();
  const pinOf = (digest: string) => {
    let found = kept.get(digest);
    if (!found) {
      found = findPinnedRelease(db, digest).then(
        (release) => release && { release, integrity: browserIntegrity(release) },
      );
      kept.set(digest, found);
      found.then(
        (pin) => pin || kept.delete(digest),
        () => kept.delete(digest),
      );
    }
    return found;
  };
  return {
    release: async (digest: string) => (await pinOf(digest))?.release,
    browserIntegrity: async (digest: string) => (await pinOf(digest))?.integrity,
  };
}
