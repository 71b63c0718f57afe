import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { count } from 'drizzle-orm';
import type { Config } from '../../config';
import { admins } from '../../db/schema';
import {
  createAdmin,
  findAdminSetting,
  replaceAdminPassword,
  updateAdminFromSettings,
} from '../../repositories/admins';
import { hashPassword, verifyPassword } from '../../services/passwords';

type AdminSetting = NonNullable<Config['admin']>;

/**
 * Applies ADMIN_EMAIL / ADMIN_PASSWORD: creates that administrator, or replaces the password
 * only when the setting differs from the one last applied (its hash is kept, never the password).
 * A restart with the same setting leaves alone a password the owner changed since (after a leak,
 * say); a changed setting is the operator taking the account back, so it ends the account's
 * sessions and reset links too.
 */
export async function applyAdminSetting(app: FastifyInstance, setting: AdminSetting): Promise<string> {
  const { email, name, password } = setting;
  const now = app.now();
  const existing = await findAdminSetting(app.db, email);
  if (!existing) {
    await createAdmin(app.db, { email, name, passwordHash: await hashPassword(password) });
    return `Administrator ${email} created`;
  }
  if (existing.settingHash && (await verifyPassword(password, existing.settingHash))) {
    await updateAdminFromSettings(app.db, existing.id, { name }, now);
    return `Administrator ${email} is ready (ADMIN_PASSWORD unchanged since it was applied)`;
  }
  // Before the setting's hash was kept: a password that is still the setting's is only recorded.
  if (!existing.settingHash && (await verifyPassword(password, existing.passwordHash))) {
    await updateAdminFromSettings(app.db, existing.id, { name, settingHash: existing.passwordHash }, now);
    return `Administrator ${email} is ready`;
  }
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await updateAdminFromSettings(tx, existing.id, { name }, now);
    await replaceAdminPassword(tx, existing.id, { passwordHash, settingHash: passwordHash }, now);
  });
  return `Administrator ${email}: ADMIN_PASSWORD changed, so it replaced the password and ended the account's sessions`;
}

/** The first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD (see applyAdminSetting). */
async function adminAccountPlugin(app: FastifyInstance) {
  const { config } = app;
  app.database.afterMigrations('administrator', async () => {
    if (config.admin) {
      app.log.info(await applyAdminSetting(app, config.admin));
      return;
    }
    const [{ total }] = await app.db.select({ total: count() }).from(admins);
    if (total === 0)
      app.log.warn('No administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.');
  });
}

export default fp(adminAccountPlugin, { name: 'admin-account', dependencies: ['database', 'clock'] });
