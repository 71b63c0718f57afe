import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type LoginResponse, type ForgotPasswordResponse, authPaths } from '@academy/contracts';
import { findAdminByEmail } from '../../repositories/admins';
import { createSession, deleteSession } from '../../repositories/sessions';
import { ok } from '../../services/envelope';
import { unauthorized } from '../../services/httpErrors';
import { verifyAgainstDecoy, verifyPassword } from '../../services/passwords';
import { hashToken, newToken } from '../../services/tokens';
import { LoginThrottling } from './loginThrottling';
import { checkResetLink, sendResetLink, setPasswordFromLink } from './passwordReset';
import {
  doneAnswers,
  forgotPasswordAnswers,
  forgotPasswordBody,
  loginAnswers,
  loginBody,
  resetPasswordBody,
} from './schemas';

const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, a reset link has been sent successfully.';

const RESET_LIMIT = 'reset-password';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Sign-in, sign-out and password reset. Passwords and tokens are never logged. */
export default async function authRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = app;
  const throttling = new LoginThrottling(app.limits, config);

  app.post(
    authPaths.login,
    { schema: { body: loginBody, response: loginAnswers }, config: { access: 'public' } },
    async (request): Promise<LoginResponse> => {
      const email = normalizeEmail(request.body.email);
      await throttling.beforeAttempt(email, request.client);
      const admin = await findAdminByEmail(app.db, email);
      const valid = admin
        ? await verifyPassword(request.body.password, admin.passwordHash)
        : await verifyAgainstDecoy(request.body.password);
      if (!admin || !valid) throw unauthorized('Invalid email or password');
      await throttling.afterSuccess(email, request.client);
      const token = newToken();
      const now = app.now();
      await createSession(app.db, {
        tokenHash: hashToken(token),
        adminId: admin._id,
        now,
        expiresAt: new Date(now.getTime() + config.sessionTtlHours * 3_600_000),
      });
      return { success: true, token, user: { _id: admin._id, name: admin.name, email: admin.email } };
    },
  );

  app.post(authPaths.logout, { schema: { response: doneAnswers } }, async (request) => {
    if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
    return ok(null);
  });

  // The work (looking the address up, storing the link, the mail) happens after the answer, so
  // the answer takes as long for an unknown address as for a known one.
  app.post(
    authPaths.forgotPassword,
    {
      schema: { body: forgotPasswordBody, response: forgotPasswordAnswers },
      config: { access: 'public', clientLimit: 'forgot-password' },
    },
    async (request): Promise<ForgotPasswordResponse> => {
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
}
