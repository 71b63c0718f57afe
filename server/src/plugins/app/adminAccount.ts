import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { upsertAdmin } from '../../repositories/admins';
import { hashPassword } from '../../services/passwords';

/** The first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD: created, or its password set. */
async function adminAccountPlugin(app: FastifyInstance) {
  const { config } = app;
  app.database.afterMigrations('administrator', async () => {
    if (config.admin) {
      const { email, name, password } = config.admin;
      await upsertAdmin(app.db, { email, name, passwordHash: await hashPassword(password) }, app.now());
      app.log.info(`Administrator ${email} is ready`);
      return;
    }
    const [{ total }] = await app.db.select({ total: count() }).from(admins);
    if (total === 0)
      app.log.warn('No administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.');
  });
}

export default fp(adminAccountPlugin, { name: 'admin-account', dependencies: ['database', 'clock'] });
