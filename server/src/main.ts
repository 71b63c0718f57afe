import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const CLOSE_TIMEOUT_MS = 10_000;
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Standard output for the log, written a few kilobytes at a time in the background rather than
 * with a synchronous write of its own for every line (a tenth of a kept page's CPU under load).
 * What is buffered is written within a second, and at exit (pino flushes it then); only a process
 * killed outright can lose that last second.
 */
function logDestination() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildApp(config, { logStream: logDestination() });
  await app.listen({ port: config.port, host: config.host });

  // Finish the requests in flight and close the database cleanly, but never hang forever.
  const shutdown = (signal: string) => {
    app.log.info(`${signal} received, closing`);
    setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
