import fs from 'node:fs/promises';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { nodeRequire } from './helpers/nodeRequire';
import { pgliteTemplateDir } from './helpers/pgliteTemplate';

/** Prepares the embedded-database template once (kept between runs); PostgreSQL runs need none. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const template = pgliteTemplateDir();
  if (await fs.stat(template).catch(() => undefined)) return;
  // Built aside and renamed, so a run that stops half-way never leaves half a template.
  const building = `${template}.${process.pid}.building`;
  await fs.rm(building, { recursive: true, force: true });
  const { PGlite } = nodeRequire('@electric-sql/pglite') as { PGlite: typeof PGliteClass };
  const db = await PGlite.create(building);
  await db.close();
  await fs.rename(building, template).catch(() => fs.rm(building, { recursive: true, force: true }));
}
