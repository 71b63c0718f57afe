import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  type StaffSession,
  changePasswordBody,
  doneAnswers,
  sessionParams,
  staffPaths,
  staffSession,
  staffUser,
} from '@academy/contracts';
import { replaceAdminPassword } from '../../repositories/admins';
import { deleteAccountSession, deleteOtherSessions, listAccountSessions } from '../../repositories/sessions';
import { answers } from '../../content/routeSchemas';
import { ok } from '../../services/envelope';
import { badRequest, notFound } from '../../services/httpErrors';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { passwordProblem } from '../../services/passwordPolicy';
import { staffUserOf } from '../../services/staffSessions';
import { browserName } from '../../services/userAgent';
import type { LoginThrottling } from './loginThrottling';
import { callerAccount, signedInAdmin } from './twoFactor';

const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const NO_SUCH_SESSION = 'That session is not one of yours, or it has ended already.';

/** The signed-in account's own: who it is, its password and its sessions. */
export function accountRoutes(untyped: FastifyInstance, throttling: LoginThrottling) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    staffPaths.me,
    { schema: { response: answers(staffUser) }, config: { access: 'admin', beforeTwoFactorSetup: true } },
    async (request) => {
      const { _id, name, email, role, twoFactorEnabled } = signedInAdmin(request);
      return ok(await staffUserOf(app, { _id, name, email, role, twoFactorEnabled }));
    },
  );

  // Guessing the current password with a stolen session counts toward the account's sign-in lock.
  // The other sessions end (someone who knew the old password may hold one); this one stays.
  app.post(
    staffPaths.password,
    { schema: { body: changePasswordBody, response: doneAnswers } },
    async (request) => {
      const account = await callerAccount(app, request);
      const { currentPassword, newPassword } = request.body;
      await throttling.beforeAttempt(account.email, request.client);
      if (!(await verifyPassword(currentPassword, account.passwordHash))) {
        await app.audit.record({
          accountId: account._id,
          accountName: account.name,
          action: 'password change refused',
          path: staffPaths.password,
          recordId: account._id,
          address: request.client,
        });
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
      await throttling.afterSuccess(account.email, request.client);
      const problem = passwordProblem(newPassword, 'newPassword');
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(newPassword);
      const keepSessionId = signedInAdmin(request).sessionId;
      await app.db.transaction((tx) =>
        replaceAdminPassword(tx, account._id, { passwordHash, keepSessionId }, app.now()),
      );
      return ok(null);
    },
  );

  app.get(
    staffPaths.sessions,
    { schema: { response: answers(Type.Array(staffSession)) }, config: { access: 'admin' } },
    async (request) => {
      const admin = signedInAdmin(request);
      const rows = await listAccountSessions(app.db, admin._id, app.now());
      return ok(
        rows.map((row): StaffSession => ({
          _id: row.id,
          browser: browserName(row.browser),
          address: row.address,
          lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
          current: row.id === admin.sessionId,
        })),
      );
    },
  );

  app.delete(
    staffPaths.session(':id'),
    { schema: { params: sessionParams, response: doneAnswers } },
    async (request) => {
      if (!(await deleteAccountSession(app.db, signedInAdmin(request)._id, request.params.id))) {
        throw notFound(NO_SUCH_SESSION);
      }
      return ok(null);
    },
  );

  app.delete(staffPaths.sessions, { schema: { response: doneAnswers } }, async (request) => {
    const admin = signedInAdmin(request);
    await deleteOtherSessions(app.db, admin._id, admin.sessionId);
    return ok(null);
  });
}
