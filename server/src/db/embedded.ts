import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './database';
import { claimEmbeddedDatabase } from './embeddedLock';
import * as schema from './schema';
import { contentStatements } from '../repositories/contentKeys';

// PostgreSQL's default of 128 MB of shared buffers would all end up in the process's memory;
// the site's few tables fit many times over in 16 MB.
const SHARED_BUFFERS = '16MB';

/**
 * Creates a new database folder in a child process. PGlite's initdb grows its WebAssembly
 * memory to about half a gigabyte, which a process never gives back; the child takes it away
 * when it exits.
 */
async function initializeInChildProcess(dataDir: string): Promise<void> {
  const pglite = require.resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', script, dataDir]);
}

/**
 * PGlite is opened without relaxed durability: a query's writes reach the data files before it
 * resolves, so a committed write survives the process being killed right after.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  await fs.mkdir(dataDir, { recursive: true });
  const release = await claimEmbeddedDatabase(dataDir);
  let client: PGlite;
  try {
    const initialized = await fs.stat(path.join(dataDir, 'PG_VERSION')).catch(() => undefined);
    if (!initialized) await initializeInChildProcess(dataDir);
    client = await PGlite.create(dataDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    });
  } catch (error) {
    await release();
    throw error;
  }
  const rawTransaction: Database['rawTransaction'] = (work) =>
    client.transaction((tx) =>
      work(async (text, params) => {
        if (params) return (await tx.query<Record<string, unknown>>(text, params)).rows;
        const results = await tx.exec(text);
        return (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[];
      }),
    );
  return {
    db: drizzle({ client, schema, logger: contentStatements }) as unknown as Db,
    kind: 'embedded',
    rawTransaction,
    // PGlite has one connection, so a transaction is alone in the database until it ends.
    snapshot: (work) =>
      rawTransaction(async (query) => {
        await query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        return work(query);
      }),
    close: async () => {
      await client.close();
      await release();
    },
  };
}
