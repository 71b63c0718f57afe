import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@academy/contracts';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { TEST_BACKUP_KEY } from './backupArchives';
import { compileSerializersOnFirstUse, compileValidatorsOnFirstUse } from './serializers';
import { type TestDatabase, createTestDatabase } from './testDatabase';
// The app's decorations that tests use (app.db, app.now, app.backgroundTasksSettled, app.trash,
// app.backups, a route's config.access), for the type-checker.
import type {} from '../../src/plugins/app/auth';
import type {} from '../../src/plugins/app/backups';
import type {} from '../../src/plugins/app/backgroundTasks';
import type {} from '../../src/plugins/app/clock';
import type {} from '../../src/plugins/app/database';
import type {} from '../../src/plugins/app/trash';

// See nodeRequire: the app gets the real PGlite module, loaded by Node itself.
jest.mock('@electric-sql/pglite', () =>
  jest.requireActual<typeof import('./nodeRequire')>('./nodeRequire').nodeRequire('@electric-sql/pglite'),
);

// Starting an app loads and compiles PGlite's WebAssembly in each test worker, which can take
// a few seconds on a busy machine.
jest.setTimeout(30_000);

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  database: TestDatabase;
  /** Moves the app's clock forward. */
  advanceClock(ms: number): void;
  /**
   * Stops the app's clock where it is (advanceClock still moves it): a test that names the time a
   * write will be dated must not see the second tick over while the write runs.
   */
  stopClock(): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Runs after the app is built and before it loads: the moment to add hooks. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Receives the app's log (set LOG_LEVEL in `env` to see more than nothing). */
  logStream?: NodeJS.WritableStream;
}

/** The real app on a fresh DATA_DIR and database, quiet, with a known administrator. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-test-'));
  return startApp(dataDir, await createTestDatabase(dataDir), options);
}

/**
 * A second app on the same database as `first` (PostgreSQL only: the embedded database belongs
 * to one process), with a DATA_DIR of its own: a second server instance. Closing it leaves the
 * database to `first`.
 */
export async function createSecondInstance(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  if (!first.database.url) throw new Error('Two instances need PostgreSQL (DATABASE_URL)');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-test-'));
  const second = await startApp(dataDir, first.database, options);
  return {
    ...second,
    close: async () => {
      await second.app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stops the app and starts a new one on the same DATA_DIR and database (a server restart). */
export async function restartTestApp(previous: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  await previous.app.close();
  return startApp(previous.dataDir, previous.database, options);
}

/**
 * A second server on the same DATA_DIR and PostgreSQL database as `first` (the embedded database
 * belongs to one process), as a deployment runs several. Closing it leaves the data to `first`.
 */
export async function startSecondApp(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  if (!first.database.url) throw new Error('Two servers share a database on PostgreSQL only');
  const second = await startApp(first.dataDir, first.database, options);
  return { ...second, close: () => second.app.close() };
}

/** An app on this DATA_DIR and database, as they are (a server started on restored data, say). */
export async function startApp(
  dataDir: string,
  database: TestDatabase,
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Relative paths (a registry file, say) resolve in the test's own folder, not the repository.
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      STATIC_ROOT: path.join(dataDir, 'static'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_CONTENT: 'off',
      // Renders in the background would change the tests' counts of renders.
      WARM_PAGES: 'off',
      LOG_LEVEL: 'silent',
      LOGIN_DELAY_MS: '1',
      BACKUP_KEY: TEST_BACKUP_KEY,
      ...options.env,
    },
    dataDir,
  );
  let offset = 0;
  let stoppedAt: number | undefined;
  const app = buildApp(config, {
    now: () => new Date((stoppedAt ?? Date.now()) + offset),
    logStream: options.logStream,
  });
  compileSerializersOnFirstUse(app);
  compileValidatorsOnFirstUse(app);
  options.beforeReady?.(app);
  await app.ready();
  await app.database.startup;
  return {
    app,
    config,
    dataDir,
    database,
    advanceClock: (ms) => {
      offset += ms;
    },
    stopClock: () => {
      stoppedAt ??= Date.now();
    },
    close: async () => {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const api = (route: string) => `${API_PREFIX}${route}`;

/** Signs in and returns the Authorization header to send. */
export async function signIn(app: FastifyInstance, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: api('/auth/login'),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

export type AuthHeaders = Awaited<ReturnType<typeof signIn>>;

/**
 * For a describe block: a fresh app with the administrator signed in before its tests, closed
 * after them. `use` receives both once they exist.
 */
export function withSignedInApp(use: (app: TestApp, headers: AuthHeaders) => void): void {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp();
    use(current, await signIn(current.app));
  });
  afterAll(() => current?.close());
}

/** The files now in DATA_DIR/uploads. */
export async function uploadedFileNames(dataDir: string): Promise<string[]> {
  return (await fs.readdir(path.join(dataDir, 'uploads')).catch(() => [])).sort();
}
