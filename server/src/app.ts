import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from 'shared-contracts/api';
import type { Config } from './config';
import demoContent from './demo/demoSeeds';
import { platformDemo } from './demo/platformDemo';
import compress from './plugins/external/compress';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rateLimit';
import security from './plugins/external/security';
import adminAccount from './plugins/app/adminAccount';
import auth from './plugins/app/auth';
import clock from './plugins/app/clock';
import configPlugin from './plugins/app/config';
import database from './plugins/app/database';
import errors from './plugins/app/errors';
import mailer from './plugins/app/mailer';
import readCache from './plugins/app/readCache';
import serving from './plugins/app/serving';
import uploads from './plugins/app/uploads';
import authRoutes from './routes/auth';
import contactRoutes from './routes/contact';
import dashboardRoutes from './routes/dashboard';
import healthRoutes from './routes/health';
import { sections } from './sections';

export interface BuildOptions {
  /** The clock of the whole app; tests move it forward. */
  now?: () => Date;
}

/**
 * The whole server, not yet started: main.ts listens on it, tests inject into it. Plugins load
 * on `ready()` (registration is not awaited here), so a caller can still add hooks, such as a
 * test's onRoute, before that.
 */
export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Start-up work is bounded by the database's own time limits, and a database that is down
    // does not hold the start at all (see the database plugin); a fixed timer on top would only
    // fail slow starts on a busy machine.
    pluginTimeout: 0,
  });

  app.register(configPlugin, { config });
  app.register(clock, { now: options.now });
  app.register(errors);
  app.register(security);
  app.register(compress);
  app.register(rateLimit);
  app.register(multipart);
  app.register(database);
  app.register(uploads);
  app.register(mailer);
  app.register(adminAccount);
  app.register(auth);
  app.register(readCache);

  app.register(healthRoutes);
  app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(dashboardRoutes);
      await api.register(contactRoutes);
      for (const section of sections) await api.register(section.routes);
    },
    { prefix: API_PREFIX },
  );
  app.register(serving);
  app.register(demoContent, {
    enabled: config.demoContent,
    seeds: [platformDemo, ...sections.flatMap((section) => (section.demo ? [section.demo] : []))],
  });
  return app;
}
