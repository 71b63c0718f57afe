import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, openDatabase } from '../../db/connection';
import { migrate } from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database (PostgreSQL or the embedded one), brings its schema up to date, closes it last. */
async function databasePlugin(app: FastifyInstance) {
  const { config } = app;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: path.join(config.dataDir, 'db'),
  });
  app.log.info(`Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded, in ${config.dataDir}`}`);
  try {
    await migrate(database, (message) => app.log.info(message));
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('db', database.db);
  app.addHook('onClose', () => database.close());
}

export default fp(databasePlugin, { name: 'database' });
