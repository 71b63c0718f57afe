import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const CLOSE_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = buildApp(config);
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
