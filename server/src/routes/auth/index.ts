import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  type ForgotPasswordAnswer,
  TWO_FACTOR_REQUIRED,
  authPaths,
  doneAnswers,
  forgotPasswordAnswers,
  forgotPasswordBody,
  loginAnswers,
  loginBody,
  resetPasswordBody,
} from '@academy/contracts';
import { findStaffAccountByEmail } from '../../repositories/admins';
import { deleteSession } from '../../repositories/sessions';
import { ok } from '../../services/envelope';
import { unauthorized } from '../../services/httpErrors';
import { verifyAgainstDecoy, verifyPassword } from '../../services/passwords';
import { startStaffSession } from '../../services/staffSessions';
import { accountRoutes } from './account';
import { CodeLock } from './codeLock';
import { LoginThrottling } from './loginThrottling';
import { checkResetLink, sendResetLink, setPasswordFromLink } from './passwordReset';
import { WRONG_CODE, twoFactorRoutes, proveSecondFactor } from './twoFactor';

const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, a reset link has been sent successfully.';

const RESET_LIMIT = 'reset-password';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Sign-in (with a second factor when the account has one), sign-out, password reset, and the
 * signed-in account's own settings. Passwords, tokens and codes are never logged.
 */
export default async function authRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = app;
  const throttling = new LoginThrottling(app.limits, config);
  const codeLock = new CodeLock(app);

  // Every judged try is in the audit log, by the account it was for (or the address typed, which
  // has none); a try refused by the lock is not, so the lock bounds what one client adds to it.
  app.post(
    authPaths.login,
    { schema: { body: loginBody, response: loginAnswers }, config: { access: 'public' } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const code = request.body.code?.trim();
      await throttling.beforeAttempt(email, request.client);
      const account = await findStaffAccountByEmail(app.db, email);
      const record = (action: 'sign-in' | 'sign-in failed') =>
        app.audit.record({
          accountId: account?._id ?? '',
          accountName: account?.name ?? email,
          action,
          path: authPaths.login,
          recordId: account?._id ?? '',
          address: request.client,
        });
      const valid = account
        ? await verifyPassword(request.body.password, account.passwordHash)
        : await verifyAgainstDecoy(request.body.password);
      if (!account || !valid) {
        await record('sign-in failed');
        throw unauthorized('Invalid email or password');
      }
      if (account.totpSecret && !code) {
        await throttling.notAFailure(email, request.client);
        return reply
          .code(401)
          .send({ success: false as const, error: TWO_FACTOR_REQUIRED, twoFactorRequired: true as const });
      }
      if (account.totpSecret) {
        // The right password: a locked account's refusal is no failure of this client's.
        const proved = await codeLock
          .judge(account, request.client, () => proveSecondFactor(app, account, code ?? ''))
          .catch(async (error: unknown) => {
            await throttling.notAFailure(email, request.client);
            throw error;
          });
        if (!proved) {
          await record('sign-in failed');
          throw unauthorized(WRONG_CODE);
        }
      }
      await throttling.afterSuccess(email, request.client);
      const answer = await startStaffSession(app, request, {
        ...account,
        twoFactorEnabled: account.totpSecret !== null,
      });
      await record('sign-in');
      return answer;
    },
  );

  app.post(
    authPaths.logout,
    { schema: { response: doneAnswers }, config: { beforeTwoFactorSetup: true } },
    async (request) => {
      if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
      return ok(null);
    },
  );

  // The work (looking the address up, storing the link, the mail) happens after the answer, so
  // the answer takes as long for an unknown address as for a known one.
  app.post(
    authPaths.forgotPassword,
    {
      schema: { body: forgotPasswordBody, response: forgotPasswordAnswers },
      config: { access: 'public', clientLimit: 'forgot-password' },
    },
    async (request): Promise<ForgotPasswordAnswer> => {
      const email = normalizeEmail(request.body.email);
      app.runInBackground('Could not send the password reset mail', () => sendResetLink(app, email));
      return { success: true, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  // Limited per client against guessed links; the holder of a working link (the owner choosing
  // a password that is accepted) is not held back by earlier refused choices.
  app.post(
    authPaths.resetPassword,
    {
      schema: { body: resetPasswordBody, response: doneAnswers },
      config: { access: 'public', clientLimit: RESET_LIMIT },
    },
    async (request) => {
      const link = await checkResetLink(app, request.body);
      await app.limits.giveBack(RESET_LIMIT, request.client);
      await setPasswordFromLink(app, link, request.body.newPassword);
      await throttling.forgetAddress(link.email);
      return ok(null);
    },
  );

  accountRoutes(app, throttling);
  twoFactorRoutes(app, throttling, codeLock);
}
