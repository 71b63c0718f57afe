import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from 'shared-contracts/api';
import { type Database, type Db, openDatabase } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { isDatabaseUnavailable } from '../../services/databaseErrors';
import { serviceUnavailable } from '../../services/httpErrors';

export interface DatabaseState {
  kind: Database['kind'];
  /** True once the schema is up to date and every start-up step has run. */
  readonly ready: boolean;
  /** LISTEN/NOTIFY between the servers sharing a PostgreSQL database. */
  channel: Database['channel'];
  /**
   * Adds start-up work that needs the database (the first administrator, demo content, ...): it
   * runs after the migrations and the steps added before it, before the server starts listening
   * if the database answers, or as soon as it comes back.
   */
  afterMigrations(name: string, step: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseState;
  }
}

export const DATABASE_NOT_READY = 'The database is not ready yet. Please try again shortly.';

// Waits between tries to reach a database that was unavailable at start.
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000];

/**
 * Opens the database (PostgreSQL or the embedded one) and runs the start-up steps: the migrations
 * first, then what other plugins added. A database that is down at start does not stop the
 * server: it listens, answers 503 under the API, and finishes the steps when the database is
 * back. Any other failure of a step stops the start.
 */
async function databasePlugin(app: FastifyInstance) {
  const { config } = app;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: path.join(config.dataDir, 'db'),
    log: app.log,
  });
  app.log.info(`Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded, in ${config.dataDir}`}`);

  const steps = [{ name: 'migrations', run: () => migrate(database, (message) => app.log.info(message)) }];
  let stepsDone = 0;
  let ready = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let retrying: Promise<void> | undefined;

  async function runSteps() {
    for (; stepsDone < steps.length; stepsDone += 1) await steps[stepsDone].run();
    ready = true;
  }

  function retryLater(attempt: number) {
    retry = setTimeout(
      () => {
        retrying = runSteps().then(
          () => app.log.info('The database is available; start-up finished'),
          (error: unknown) => {
            const step = steps[stepsDone].name;
            if (isDatabaseUnavailable(error)) app.log.warn(`The database is still unavailable (${step})`);
            else app.log.error({ err: error }, `Start-up step ${step} failed; trying again`);
            if (!closing) retryLater(attempt + 1);
          },
        );
      },
      RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)],
    );
  }

  app.decorate('db', database.db);
  app.decorate('database', {
    kind: database.kind,
    channel: database.channel,
    get ready() {
      return ready;
    },
    afterMigrations(name: string, run: () => Promise<void>) {
      steps.push({ name, run });
    },
  });

  // Every API route needs the database: until it is set up they answer 503, not a missing table.
  app.addHook('onRequest', async (request) => {
    if (!ready && request.url.startsWith(API_PREFIX)) throw serviceUnavailable(DATABASE_NOT_READY);
  });

  app.addHook('onReady', async () => {
    try {
      await runSteps();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      app.log.warn({ err: error }, 'The database is unavailable: the API answers 503 until it is back');
      retryLater(0);
    }
  });

  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await retrying?.catch(() => undefined);
    await database.close();
  });
}

export default fp(databasePlugin, { name: 'database', dependencies: ['config'] });
