import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publishDueItems } from '../../repositories/contentItems';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes the scheduled items whose time has come; answers how many (tests call it with their clock). */
    publishScheduled(): Promise<number>;
  }
}

/** Often enough that a post scheduled for a minute appears within seconds of it, on every server. */
const CHECK_INTERVAL_MS = 5_000;

/**
 * Scheduled list items publish themselves: every server looks for those whose time has come every
 * few seconds, and publishes each once (the update is conditional, so two servers never both do),
 * then tells every server the content changed, so pages, reads and the sitemap show it at once.
 * Publishing ends the preview links, as any publish does.
 */
async function scheduledPublishingPlugin(app: FastifyInstance) {
  async function publishScheduled() {
    const published = await app.db.transaction((tx) => publishDueItems(tx, app.now()));
    if (published > 0) {
      await app.previews.endAll();
      await app.contentChanged();
    }
    return published;
  }
  app.decorate('publishScheduled', publishScheduled);

  app.repeatInBackground('Publishing the scheduled items failed', CHECK_INTERVAL_MS, publishScheduled);
}

export default fp(scheduledPublishingPlugin, {
  name: 'scheduled-publishing',
  dependencies: ['database', 'clock', 'background-tasks', 'previews', 'read-cache'],
});
