import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the answer has gone (a mail, say): a failure is logged with `failureMessage`
     * and never becomes an unhandled rejection. The server waits for it before closing.
     */
    runInBackground(failureMessage: string, work: () => Promise<void>): void;
    /** Resolves once every background task started so far has ended. */
    backgroundTasksSettled(): Promise<void>;
  }
}

async function backgroundTasksPlugin(app: FastifyInstance) {
  const running = new Set<Promise<void>>();

  app.decorate('runInBackground', (failureMessage: string, work: () => Promise<void>) => {
    const task = Promise.resolve()
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, failureMessage))
      .finally(() => running.delete(task));
    running.add(task);
  });
  app.decorate('backgroundTasksSettled', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  // app.ts registers this after the database and the mailer; onClose hooks run in reverse order,
  // so tasks still reach both.
  app.addHook('onClose', () => app.backgroundTasksSettled());
}

export default fp(backgroundTasksPlugin, { name: 'background-tasks' });
