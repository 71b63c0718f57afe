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
    /**
     * Runs `work` in the background every `intervalMs` while the database is set up, never two
     * at once, until the server closes; with `atStart`, also as soon as the start-up has run. A
     * database that is away skips a turn (or makes it fail, logged), never holds the start. With
     * `spread` (0-1), each wait is shorter than `intervalMs` by up to that share, at random:
     * servers repeating the same work drift apart, so of those taking turns at a shared task the
     * first to look changes from turn to turn.
     */
    repeatInBackground(
      failureMessage: string,
      intervalMs: number,
      work: () => Promise<unknown>,
      options?: { atStart?: boolean; spread?: number },
    ): void;
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
  app.decorate(
    'repeatInBackground',
    (
      failureMessage: string,
      intervalMs: number,
      work: () => Promise<unknown>,
      { atStart = false, spread = 0 } = {},
    ) => {
      let running = false;
      const turn = () => {
        if (running || !app.database.ready) return;
        running = true;
        app.runInBackground(failureMessage, async () => {
          try {
            await work();
          } finally {
            running = false;
          }
        });
      };
      if (atStart) app.database.startup.then(turn, () => undefined);
      let timer: NodeJS.Timeout | undefined;
      const wait = () => {
        timer = setTimeout(
          () => {
            turn();
            wait();
          },
          intervalMs * (1 - spread * Math.random()),
        );
        timer.unref();
      };
      wait();
      app.addHook('onClose', async () => clearTimeout(timer));
    },
  );
  // app.ts registers this after the database and the mailer; onClose hooks run in reverse order,
  // so tasks still reach both.
  app.addHook('onClose', () => app.backgroundTasksSettled());
}

export default fp(backgroundTasksPlugin, { name: 'background-tasks', dependencies: ['database'] });
