import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@academy/contracts';
import { openDatabase } from '../../db/connection';
import type { Database, Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { isDatabaseUnavailable } from '../../services/databaseErrors';
import { serviceUnavailable } from '../../services/httpErrors';

export interface DatabaseState {
  kind: Database['kind'];
  /** True once the schema is up to date and every start-up step has run. */
  readonly ready: boolean;
  /**
   * Settles when the start-up steps have first all run, or first failed (they are then tried
   * again until they succeed). The server listens without waiting for it.
   */
  readonly startup: Promise<void>;
  /** Messages between the servers sharing a PostgreSQL database; none on the embedded one. */
  messages: Database['messages'];
  /** A read-only transaction on one snapshot of the database (a backup's). */
  snapshot: Database['snapshot'];
  /**
   * Adds start-up work that needs the database (the first administrator, demo content, ...): it
   * runs after the migrations and the steps added before it, and again, from the step that
   * failed, until all have run.
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

// Waits between tries of start-up steps that failed (the database was down, say).
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000];

/**
 * Opens the database (PostgreSQL or the embedded one) and runs the start-up steps in the
 * background: the migrations first, then what other plugins added. The server listens at once
 * and answers 503 under the API (and on /healthz) until they have run, so a database that is
 * down or slow at start neither stops the start nor holds the static site; a step that fails
 * is logged and tried again until it succeeds, and the server then serves by itself.
 */
async function databasePlugin(app: FastifyInstance) {
  const { config } = app;
  const database = await openDatabase({ ...config, log: app.log });
  app.log.info(`Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded, in ${config.dataDir}`}`);

  const steps = [{ name: 'migrations', run: () => migrate(database, (message) => app.log.info(message)) }];
  let stepsDone = 0;
  let ready = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let settleStartup!: (error?: unknown) => void;
  const startup = new Promise<void>((resolve, reject) => {
    settleStartup = (error) => (error ? reject(error) : resolve());
  });
  // Nobody has to wait for it (main.ts does not).
  startup.catch(() => undefined);

  async function runSteps() {
    for (; stepsDone < steps.length; stepsDone += 1) await steps[stepsDone].run();
    ready = true;
  }

  function run(attempt: number) {
    running = runSteps().then(
      () => {
        settleStartup();
        if (attempt > 0) app.log.info('The database is available; start-up finished');
      },
      (error: unknown) => {
        settleStartup(error);
        const step = steps[stepsDone].name;
        if (isDatabaseUnavailable(error)) {
          app.log.warn(
            { err: error },
            `The database is unavailable (${step}); the API answers 503 until it is back`,
          );
        } else {
          app.log.error({ err: error }, `Start-up step ${step} failed; trying again`);
        }
        if (closing) return;
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
        retry = setTimeout(() => run(attempt + 1), delay);
      },
    );
  }

  app.decorate('db', database.db);
  app.decorate('database', {
    kind: database.kind,
    messages: database.messages,
    snapshot: (work) => database.snapshot(work),
    get ready() {
      return ready;
    },
    startup,
    afterMigrations(name: string, step: () => Promise<void>) {
      steps.push({ name, run: step });
    },
  });

  // Every API route needs the database: until it is set up they answer 503, not a missing table.
  // (A callback, not a promise: it runs on every request.)
  app.addHook('onRequest', (request, _reply, done) => {
    done(!ready && request.url.startsWith(API_PREFIX) ? serviceUnavailable(DATABASE_NOT_READY) : undefined);
  });

  // Every plugin has added its steps by now.
  app.addHook('onReady', async () => run(0));

  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await running;
    await database.close();
  });
}

export default fp(databasePlugin, { name: 'database', dependencies: ['config'] });
