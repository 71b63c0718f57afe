import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { seedRuns } from '../db/schema';
import { isDatabaseUnavailable } from '../services/databaseErrors';

/** Demo content of one part of the site, written through the same code as the admin screens. */
export interface DemoSeed {
  name: string;
  run(app: FastifyInstance): Promise<void>;
}

/**
 * Runs each seed once per database: the seed is claimed in seed_runs first (so two servers
 * starting together do not both run it) and released again if it fails, to retry next start.
 * A part of the site added later gets its demo content on the next start. When the database
 * goes away during a seed, the step fails and is tried again once it is back.
 */
async function demoContentPlugin(app: FastifyInstance, options: { enabled: boolean; seeds: DemoSeed[] }) {
  if (!options.enabled) return;
  // Claims whose release failed (the database was gone): released before anything else.
  const unreleased = new Set<string>();
  const release = async (name: string) => {
    await app.db.delete(seedRuns).where(eq(seedRuns.name, name));
    unreleased.delete(name);
  };

  app.database.afterMigrations('demo content', async () => {
    for (const name of unreleased) await release(name);
    for (const seed of options.seeds) {
      const claimed = await app.db
        .insert(seedRuns)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) continue;
      const started = Date.now();
      try {
        await seed.run(app);
        await app.contentChanged();
        app.log.info(`Demo content added: ${seed.name} (${Date.now() - started} ms)`);
      } catch (error) {
        unreleased.add(seed.name);
        await release(seed.name).catch(() => undefined);
        if (isDatabaseUnavailable(error)) throw error;
        app.log.error(
          { err: error },
          `Demo content ${seed.name} failed; it will be retried at the next start`,
        );
      }
    }
  });
}

export default fp(demoContentPlugin, { name: 'demo-content', dependencies: ['uploads', 'read-cache'] });
