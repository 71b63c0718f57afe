import type { FastifyInstance } from 'fastify';
import { type LoginResponse, type ForgotPasswordResponse, apiPaths } from 'shared-contracts/api';
import { findAdminByEmail } from '../../repositories/admins';
import { createSession, deleteSession } from '../../repositories/sessions';
import { ok } from '../../services/envelope';
import { unauthorized } from '../../services/httpErrors';
import { verifyAgainstDecoy, verifyPassword } from '../../services/passwords';
import { hashToken, newToken } from '../../services/tokens';
import { LoginThrottling } from './loginThrottling';
import { resetPassword, sendResetLink } from './passwordReset';
import { forgotPasswordBody, loginBody, resetPasswordBody } from './schemas';

const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, a reset link has been sent successfully.';

/** Sign-in, sign-out and password reset. Passwords and tokens are never logged. */
export default async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  const throttling = new LoginThrottling(app.db, config);

  app.post<{ Body: { email: string; password: string } }>(
    apiPaths.auth.login,
    { schema: { body: loginBody }, config: { access: 'public' } },
    async (request): Promise<LoginResponse> => {
      const email = request.body.email.trim().toLowerCase();
      await throttling.beforeAttempt(email, app.now());
      const admin = await findAdminByEmail(app.db, email);
      const valid = admin
        ? await verifyPassword(request.body.password, admin.passwordHash)
        : await verifyAgainstDecoy(request.body.password);
      if (!admin || !valid) {
        await throttling.recordFailure(email, app.now());
        throw unauthorized('Invalid email or password');
      }
      await throttling.recordSuccess(email);
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

  app.post(apiPaths.auth.logout, async (request) => {
    if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
    return ok(null);
  });

  app.post<{ Body: { email: string } }>(
    apiPaths.auth.forgotPassword,
    { schema: { body: forgotPasswordBody }, config: { access: 'public', rateLimit: app.perClientLimit } },
    async (request): Promise<ForgotPasswordResponse> => {
      try {
        await sendResetLink(app, request.body.email.trim().toLowerCase());
      } catch (error) {
        // The answer must not differ for existing accounts, so a mail failure is only logged.
        request.log.error({ err: error }, 'Could not send the password reset mail');
      }
      return { success: true, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post<{ Body: { email: string; token: string; newPassword: string } }>(
    apiPaths.auth.resetPassword,
    { schema: { body: resetPasswordBody }, config: { access: 'public' } },
    async (request) => {
      await resetPassword(app, request.body);
      return ok(null);
    },
  );
}
