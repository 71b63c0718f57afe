import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { API_PREFIX } from '@academy/contracts';
import type { Config } from './config';
import demoContent from './demo/demoSeeds';
import { sectionSeeder } from './demo/seedContent';
import compress from './plugins/external/compress';
import multipart from './plugins/external/multipart';
import requestLog from './plugins/external/requestLog';
import security from './plugins/external/security';
import { nameEveryPlugin } from './plugins/pluginNames';
import adminAccount from './plugins/app/adminAccount';
import auth from './plugins/app/auth';
import backgroundTasks from './plugins/app/backgroundTasks';
import clock from './plugins/app/clock';
import configPlugin from './plugins/app/config';
import database from './plugins/app/database';
import errors, { frameworkErrors } from './plugins/app/errors';
import mailer from './plugins/app/mailer';
import privateAnswers from './plugins/app/privateAnswers';
import readCache from './plugins/app/readCache';
import requestBodies, { UPLOAD_REQUEST_TIMEOUT_MS } from './plugins/app/requestBodies';
import requestLimits from './plugins/app/requestLimits';
import sectionsPlugin from './plugins/app/sections';
import serving from './plugins/app/serving';
import storableText from './plugins/app/storableText';
import trash from './plugins/app/trash';
import previews from './plugins/app/previews';
import audit from './plugins/app/audit';
import scheduledPublishing from './plugins/app/scheduledPublishing';
import backups from './plugins/app/backups';
import health from './plugins/app/health';
import canaryAnalysis from './plugins/app/canaryAnalysis';
import releasePreviews from './plugins/app/releasePreviews';
import uploads from './plugins/app/uploads';
import pictureDescriptions from './plugins/app/pictureDescriptions';
import authRoutes from './routes/auth';
import healthRoutes from './routes/health';
import healthReportRoutes from './routes/healthReports';
import remoteOverrideRoutes from './routes/ops/overrides';
import remoteRegistryRoutes from './routes/ops/remotes';
import remoteHealthRoutes from './routes/ops/remotes/health';
import siteFileRoutes from './routes/siteFiles';
import searchRoutes from './routes/search';
import trashRoutes from './routes/trash';
import uploadRoutes from './routes/uploads';
import previewRoutes from './routes/previews';
import redirectRoutes from './routes/redirects';
import mediaRoutes from './routes/media';
import presenceRoutes from './routes/presence';
import revisionTags from './content/revisionTags';
import navigationRoutes from './routes/navigation';
import seoRoutes from './routes/seo';
import userRoutes from './routes/users';
import auditRoutes from './routes/audit';
import backupRoutes from './routes/backups';
import accessibilityRoutes from './routes/accessibility';
import { CONTENT_ROLES, EVERY_ROLE, OWNER_ONLY, withRoles } from './services/roles';
import { type Section, loadSections } from './sections/discover';
import { sectionRoutes } from './sections/register';
import { sectionSiteRoutes, sectionTasks } from './sections/siteRoutes';
import { standardOutputLog } from './services/logDestination';
import { logSerializers } from './services/logSerializers';
import { keptPageServer, nextRequestId } from './plugins/app/serving/keptPageFront';

export interface BuildOptions {
  /** The clock of the whole app; tests move it forward. */
  now?: () => Date;
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** The sections to serve: those in the repository by default, none for the platform's own routes. */
  sections?: Section[];
}

/** A number of hops as proxy-addr counts them: the nearest `hops` addresses are proxies. */
function trustedHops(trustProxy: Config['trustProxy']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/**
 * The whole server, not yet started: main.ts listens on it, tests inject into it. Plugins load
 * on `ready()` (registration is not awaited here), so a caller can still add hooks, such as a
 * test's onRoute, before that.
 */
export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const sections = options.sections ?? loadSections();
  const definitions = sections.map((section) => section.definition);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      stream: options.logStream ?? standardOutputLog(),
    },
    // One line per request, when it is answered (see the requestLog plugin), not two.
    logController: new LogController({ disableRequestLogging: true }),
    // A kept page is answered before Fastify routes the request (see keptPageFront), with request
    // ids from the same counter.
    serverFactory: keptPageServer,
    genReqId: nextRequestId,
    trustProxy: trustedHops(config.trustProxy),
    // Ids arrive as route parameters; a long malformed one is simply not found (404), not a 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    frameworkErrors,
    // Start-up work is bounded by the database's own time limits, and a database that is down
    // does not hold the start at all (see the database plugin); a fixed timer on top would only
    // fail slow starts on a busy machine.
    pluginTimeout: 0,
    // A whole request: the ceiling for uploads. Headers (and the bodies of routes that take no
    // files, see requestBodies) have the shorter REQUEST_TIMEOUT_SECONDS; Node checks them
    // every connectionsCheckingInterval.
    requestTimeout: UPLOAD_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
  });
  nameEveryPlugin(app);

  app.register(configPlugin, { config });
  app.register(sectionsPlugin, { sections });
  app.register(clock, { now: options.now });
  app.register(errors);
  app.register(security);
  app.register(requestLog);
  app.register(compress);
  app.register(requestBodies);
  app.register(multipart);
  app.register(storableText);
  app.register(database);
  app.register(requestLimits);
  app.register(uploads);
  app.register(pictureDescriptions);
  app.register(mailer);
  app.register(backgroundTasks);
  app.register(trash);
  app.register(adminAccount);
  app.register(auth);
  app.register(previews);
  app.register(releasePreviews);
  app.register(audit);
  app.register(privateAnswers);
  app.register(revisionTags);
  app.register(readCache);
  app.register(scheduledPublishing);
  app.register(backups);
  app.register(health);
  app.register(canaryAnalysis);

  app.register(healthRoutes);
  // Beside the API prefix: every page view's report, public (HEALTH_REPORT_PATH is a whole path).
  app.register(healthReportRoutes);
  app.register(
    async (api) => {
      // Every admin route's roles, by its group (a route may name its own).
      await api.register(withRoles(EVERY_ROLE, authRoutes));
      await api.register(withRoles(OWNER_ONLY, remoteRegistryRoutes));
      await api.register(withRoles(OWNER_ONLY, remoteHealthRoutes));
      await api.register(withRoles(OWNER_ONLY, remoteOverrideRoutes));
      await api.register(withRoles(CONTENT_ROLES, trashRoutes));
      await api.register(withRoles(CONTENT_ROLES, uploadRoutes));
      await api.register(withRoles(EVERY_ROLE, previewRoutes));
      await api.register(withRoles(CONTENT_ROLES, redirectRoutes));
      await api.register(withRoles(CONTENT_ROLES, (scope) => mediaRoutes(scope, { sections: definitions })));
      await api.register(
        withRoles(CONTENT_ROLES, (scope) => navigationRoutes(scope, { sections: definitions })),
      );
      await api.register(withRoles(EVERY_ROLE, searchRoutes));
      await api.register(withRoles(EVERY_ROLE, presenceRoutes));
      await api.register(withRoles(CONTENT_ROLES, (scope) => seoRoutes(scope, { sections: definitions })));
      await api.register(withRoles(OWNER_ONLY, userRoutes));
      await api.register(withRoles(OWNER_ONLY, auditRoutes));
      await api.register(withRoles(OWNER_ONLY, backupRoutes));
      await api.register(withRoles(OWNER_ONLY, accessibilityRoutes));
      for (const section of sections) {
        await api.register(withRoles(CONTENT_ROLES, (scope) => sectionRoutes(scope, section)));
      }
    },
    { prefix: API_PREFIX },
  );
  // The sections' own routes at the site's root (a calendar feed), and their scheduled work.
  for (const section of sections) app.register(sectionSiteRoutes(section));
  app.register(async (scope) => {
    for (const section of sections) sectionTasks(scope, section);
  });
  app.register(siteFileRoutes, { sections: definitions });
  app.register(serving);
  app.register(demoContent, {
    enabled: config.demoContent,
    seeds: sections.flatMap((section) => {
      const { demo } = section.server;
      return demo
        ? [
            {
              name: section.definition.key,
              run: (scope: FastifyInstance) => demo(sectionSeeder(scope, section)),
            },
          ]
        : [];
    }),
  });
  return app;
}
