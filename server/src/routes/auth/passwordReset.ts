import type { FastifyInstance } from 'fastify';
import { findAdminByEmail, replaceAdminPassword } from '../../repositories/admins';
import {
  consumePasswordReset,
  createPasswordReset,
  findUsablePasswordReset,
} from '../../repositories/passwordResets';
import { badRequest } from '../../services/httpErrors';
import { hashPassword } from '../../services/passwords';
import { passwordProblem } from '../../services/passwordPolicy';
import { hashToken, newToken } from '../../services/tokens';

const RESET_LINK_TTL_MINUTES = 60;
const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';

function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/admin/reset-password?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

/** Mails a single-use reset link when the address has an account; does nothing otherwise. */
export async function sendResetLink(app: FastifyInstance, email: string): Promise<void> {
  const admin = await findAdminByEmail(app.db, email);
  if (!admin) return;
  const token = newToken();
  const now = app.now();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000);
  await createPasswordReset(app.db, { tokenHash: hashToken(token), adminId: admin._id, now, expiresAt });
  await app.sendMail({
    expiresAt,
    to: admin.email,
    subject: 'Reset your password',
    text: [
      `Hello ${admin.name},`,
      '',
      'Someone asked to reset the password of your administrator account. To choose a new password, open:',
      '',
      resetLink(app.config.publicUrl, admin.email, token),
      '',
      `The link works once, within ${RESET_LINK_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
    ].join('\n'),
  });
}

export interface ResetRequest {
  email: string;
  token: string;
  newPassword: string;
}

/** The link's address and token hash, once it is known to work now. */
export interface UsableLink {
  email: string;
  tokenHash: string;
}

/** Refuses (400) a link that is unknown, used, expired or for another address; one query. */
export async function checkResetLink(app: FastifyInstance, input: ResetRequest): Promise<UsableLink> {
  const link = { email: input.email.trim().toLowerCase(), tokenHash: hashToken(input.token.trim()) };
  if (!(await findUsablePasswordReset(app.db, link.tokenHash, link.email, app.now()))) {
    throw badRequest(INVALID_RESET_LINK);
  }
  return link;
}

/**
 * Uses a checked link once: sets the new password and ends every session of that administrator,
 * and every other reset link of theirs.
 * The costly steps (the password's strength, its memory-hard hash) come only after the check;
 * the link is used up in the transaction that stores the password.
 */
export async function setPasswordFromLink(
  app: FastifyInstance,
  link: UsableLink,
  newPassword: string,
): Promise<void> {
  const problem = passwordProblem(newPassword, 'newPassword');
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(newPassword);
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const adminId = await consumePasswordReset(tx, link.tokenHash, link.email, now);
    if (!adminId) throw badRequest(INVALID_RESET_LINK);
    await replaceAdminPassword(tx, adminId, { passwordHash }, now);
  });
}
