import { Type } from '@sinclair/typebox';
import {
  ACCEPT_INVITATION_PAGE,
  INVITATION_DAYS,
  acceptInvitationBody,
  invitationBody,
  loginAnswers,
  pendingInvitation,
  staffPaths,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers, idParams } from '../../content/routeSchemas';
import { createInvitedAccount, findAdminByEmail } from '../../repositories/admins';
import {
  acceptInvitation,
  findPendingInvitationByEmail,
  insertInvitation,
  invitationIsUsable,
  withdrawInvitation,
} from '../../repositories/invitations';
import type { TypedApp } from '../../sections/sectionServer';
import { ok } from '../../services/envelope';
import { badRequest, conflict, notFound } from '../../services/httpErrors';
import { hashPassword } from '../../services/passwords';
import { passwordProblem } from '../../services/passwordPolicy';
import { startStaffSession } from '../../services/staffSessions';
import { hashToken, newToken } from '../../services/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVALID_INVITATION =
  'This invitation link is invalid, already used or expired. Ask an owner for a new one.';
const INVITATION_LIMIT = 'reset-password';
const ACCOUNT_EXISTS = 'There is already an account for that email.';

type Invitation = Awaited<ReturnType<typeof insertInvitation>>;

/** A pending invitation as the staff routes answer it. */
export const invitationAnswer = (row: Invitation) => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  invitedBy: row.invitedBy,
  expiresAt: row.expiresAt.toISOString(),
});

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Mails the invited person the link that lets them choose a password. */
function mailInvitation(app: FastifyInstance, invited: Invitation, token: string) {
  const { email } = invited;
  const link = `${app.config.publicUrl}${ACCEPT_INVITATION_PAGE}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
  return app.sendMail({
    expiresAt: invited.expiresAt,
    to: email,
    subject: 'You are invited to edit the academy’s website',
    text: [
      `Hello ${invited.name},`,
      '',
      `${invited.invitedBy} invited you to the academy’s website as ${invited.role === 'owner' ? 'an' : 'a'} ${invited.role}. To choose your password and sign in, open:`,
      '',
      link,
      '',
      `The link works once, within ${INVITATION_DAYS} days.`,
    ].join('\n'),
  });
}

/** The owner's: an invitation sent by mail (one per address at a time), or withdrawn. */
export function invitationRoutes(app: TypedApp) {
  app.post(
    staffPaths.invitations,
    {
      schema: {
        body: invitationBody,
        response: answers(pendingInvitation),
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const now = app.now();
      if (await findAdminByEmail(app.db, email)) throw conflict(ACCOUNT_EXISTS);
      if (await findPendingInvitationByEmail(app.db, email, now)) {
        throw conflict('An invitation to that email is already waiting: withdraw it to send a new one.');
      }
      const token = newToken();
      const invited = await insertInvitation(app.db, {
        email,
        name: request.body.name.trim(),
        role: request.body.role,
        invitedBy: request.admin?.name ?? '',
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      });
      await mailInvitation(app, invited, token);
      return ok(invitationAnswer(invited));
    },
  );

  app.delete(
    staffPaths.invitation(':id'),
    { schema: { params: idParams, response: answers(Type.Null()) } },
    async (request) => {
      if (!(await withdrawInvitation(app.db, request.params.id, app.now()))) {
        throw notFound('There is no pending invitation with that id.');
      }
      return ok(null);
    },
  );
}

/**
 * Public: the holder of the link chooses a password. Limited per client against guessed links
 * (a working link gives its try back), as a reset link is.
 */
export function acceptInvitationRoute(app: TypedApp) {
  app.post(
    staffPaths.acceptInvitation,
    {
      config: { access: 'public', clientLimit: INVITATION_LIMIT },
      schema: { body: acceptInvitationBody, response: loginAnswers },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const tokenHash = hashToken(request.body.token.trim());
      // The costly steps (the password's strength, its memory-hard hash) only for a working link.
      if (!(await invitationIsUsable(app.db, tokenHash, email, app.now())))
        throw badRequest(INVALID_INVITATION);
      const problem = passwordProblem(request.body.password, 'password');
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(request.body.password);
      const now = app.now();
      const created = await app.db.transaction(async (tx) => {
        const accepted = await acceptInvitation(tx, tokenHash, email, now);
        if (!accepted) throw badRequest(INVALID_INVITATION);
        if (await findAdminByEmail(tx, email)) throw conflict(ACCOUNT_EXISTS);
        const id = await createInvitedAccount(tx, {
          email,
          name: accepted.name,
          role: accepted.role,
          passwordHash,
        });
        return { _id: id, email, name: accepted.name, role: accepted.role, twoFactorEnabled: false };
      });
      await app.limits.giveBack(INVITATION_LIMIT, request.client);
      await app.audit.record({
        accountId: created._id,
        accountName: created.name,
        action: 'account created',
        path: staffPaths.acceptInvitation,
        recordId: created._id,
        address: request.client,
      });
      return startStaffSession(app, request, created);
    },
  );
}
