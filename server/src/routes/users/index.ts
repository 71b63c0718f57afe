import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { roleBody, staffAccount, staffList, staffPaths, staffSettings } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers, idParams } from '../../content/routeSchemas';
import { deleteAccount, listAccounts, lockOwners, setAccountRole } from '../../repositories/admins';
import { listPendingInvitations } from '../../repositories/invitations';
import { requiresTwoFactor, setRequiresTwoFactor } from '../../repositories/siteSettings';
import type { TypedApp } from '../../sections/sectionServer';
import { ok } from '../../services/envelope';
import { conflict, notFound } from '../../services/httpErrors';
import { acceptInvitationRoute, invitationAnswer, invitationRoutes } from './invitations';

const LAST_OWNER = 'The site needs at least one owner: make another account an owner first.';

/** The accounts, the pending invitations, and whether a second factor is required of every account. */
function staffListRoute(app: TypedApp) {
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
}

function settingsRoute(app: TypedApp) {
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
}

/** An account's role changed, or the account removed, never leaving the site without an owner. */
function accountRoutes(app: TypedApp) {
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
}

/**
 * Staff accounts (the owner's): the accounts and pending invitations, invitations by mail (a
 * link valid INVITATION_DAYS, single use), roles, removal (its sessions end at once: they are
 * deleted with it), and whether every account must sign in with a second factor. There is always
 * an owner: removing or demoting the last one is a 409. Accepting an invitation is public.
 */
export default async function userRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  staffListRoute(app);
  invitationRoutes(app);
  settingsRoute(app);
  accountRoutes(app);
  acceptInvitationRoute(app);
}
