import type { Role, StaffUser } from '@academy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSession } from '../repositories/sessions';
import { requiresTwoFactor } from '../repositories/siteSettings';
import { hashToken, newToken } from './tokens';

/** An account as its sign-in answers it: who, what it may do, and whether it must set up two-factor sign-in. */
export async function staffUserOf(
  app: FastifyInstance,
  account: { _id: string; name: string; email: string; role: Role; twoFactorEnabled: boolean },
): Promise<StaffUser> {
  return {
    ...account,
    mustSetUpTwoFactor: !account.twoFactorEnabled && (await requiresTwoFactor(app.db)),
  };
}

/**
 * Opens a session for an account that proved who it is (a sign-in, an accepted invitation): its
 * token once, to the browser; the server keeps the hash, where it is used from, and its expiry.
 */
export async function startStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Parameters<typeof staffUserOf>[1],
) {
  const token = newToken();
  const now = app.now();
  await createSession(app.db, {
    tokenHash: hashToken(token),
    adminId: account._id,
    now,
    expiresAt: new Date(now.getTime() + app.config.sessionTtlHours * 3_600_000),
    browser: request.headers['user-agent'] ?? '',
    address: request.client,
  });
  return { success: true as const, token, user: await staffUserOf(app, account) };
}
