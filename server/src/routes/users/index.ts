import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ACCEPT_INVITATION_PAGE,
  INVITATION_DAYS,
  acceptInvitationBody,
  invitationBody,
  loginAnswers,
  pendingInvitation,
  roleBody,
  staffAccount,
  staffList,
  staffPaths,
  staffSettings,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers, idParams } from '../../content/routeSchemas';
import {
  createInvitedAccount,
  deleteAccount,
  findAdminByEmail,
  listAccounts,
  lockOwners,
  setAccountRole,
} from '../../repositories/admins';
import {
  acceptInvitation,
  findPendingInvitationByEmail,
  insertInvitation,
  invitationIsUsable,
  listPendingInvitations,
  withdrawInvitation,
} from '../../repositories/invitations';
import { requiresTwoFactor, setRequiresTwoFactor } from '../../repositories/siteSettings';
import { ok } from '../../services/envelope';
import { badRequest, conflict, notFound } from '../../services/httpErrors';
import { hashPassword } from '../../services/passwords';
import { passwordProblem } from '../../services/passwordPolicy';
import { startStaffSession } from '../../services/staffSessions';
import { hashToken, newToken } from '../../services/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
const LAST_OWNER = 'The site needs at least one owner: make another account an owner first.';
const INVALID_INVITATION =
  'This invitation link is invalid, already used or expired. Ask an owner for a new one.';
const INVITATION_LIMIT = 'reset-password';

const invitationAnswer = (row: Awaited<ReturnType<typeof insertInvitation>>) => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  invitedBy: row.invitedBy,
  expiresAt: row.expiresAt.toISOString(),
});

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Staff accounts (the owner's): the accounts and pending invitations, invitations by mail (a
 * link valid INVITATION_DAYS, single use), roles, removal (its sessions end at once: they are
 * deleted with it), and whether every account must sign in with a second factor. There is always
 * an owner: removing or demoting the last one is a 409. Accepting an invitation is public.
 */
export default async function userRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    staffPaths.users,
    {
      config: { access: 'admin' },
      schema: {
        response: answers(staffList),
      },
    },
    async () => {
      const [accounts, pending, requireTwoFactor] = await Promise.all([
        listAccounts(app.db),
        listPendingInvitations(app.db, app.now()),
        requiresTwoFactor(app.db),
      ]);
      return ok({ accounts, invitations: pending.map(invitationAnswer), requireTwoFactor });
    },
  );

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
      if (await findAdminByEmail(app.db, email))
        throw conflict('There is already an account for that email.');
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
      const link = `${app.config.publicUrl}${ACCEPT_INVITATION_PAGE}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
      await app.sendMail({
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

  app.put(
    staffPaths.settings,
    {
      schema: { body: staffSettings, response: answers(staffSettings) },
    },
    async (request) => {
      await setRequiresTwoFactor(app.db, request.body.requireTwoFactor);
      return ok({ requireTwoFactor: request.body.requireTwoFactor });
    },
  );

  /** Runs a change of an account that may leave the site without an owner, refused if it would. */
  const keepingAnOwner = (
    id: string,
    leavesOwners: boolean,
    change: (tx: typeof app.db) => Promise<boolean>,
  ) =>
    app.db.transaction(async (tx) => {
      const owners = await lockOwners(tx);
      if (leavesOwners && owners.length === 1 && owners[0] === id) throw conflict(LAST_OWNER);
      if (!(await change(tx))) throw notFound('There is no account with that id.');
    });

  app.put(
    staffPaths.user(':id'),
    { schema: { params: idParams, body: roleBody, response: answers(staffAccount) } },
    async (request) => {
      const { id } = request.params;
      await keepingAnOwner(id, request.body.role !== 'owner', (tx) =>
        setAccountRole(tx, id, request.body.role, app.now()),
      );
      const changed = (await listAccounts(app.db)).find((row) => row._id === id);
      if (!changed) throw notFound('There is no account with that id.');
      return ok(changed);
    },
  );

  app.delete(
    staffPaths.user(':id'),
    { schema: { params: idParams, response: answers(Type.Null()) } },
    async (request) => {
      await keepingAnOwner(request.params.id, true, (tx) => deleteAccount(tx, request.params.id));
      return ok(null);
    },
  );

  // Public: the holder of the link chooses a password. Limited per client against guessed links
  // (a working link gives its try back), as a reset link is.
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
        if (await findAdminByEmail(tx, email)) throw conflict('There is already an account for that email.');
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
