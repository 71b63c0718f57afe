import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFiles } from '../db/schema';

export async function recordFiles(db: Db, names: string[], owner: string): Promise<void> {
  if (names.length > 0) await db.insert(storedFiles).values(names.map((name) => ({ name, owner })));
}

export async function forgetFiles(db: Db, names: string[]): Promise<void> {
  if (names.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.name, names));
}

export async function listFileNames(db: Db): Promise<Set<string>> {
  const rows = await db.select({ name: storedFiles.name }).from(storedFiles);
  return new Set(rows.map((row) => row.name));
}
