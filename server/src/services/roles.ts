import type { FastifyPluginAsync } from 'fastify';
import type { Role } from '@academy/contracts';

// Who may call an admin route (config.roles). Every admin route names its roles; the route guard
// test fails the build for one that does not.

/** Every signed-in account: its own account, sign-out, previews. */
export const EVERY_ROLE: readonly Role[] = ['owner', 'editor', 'author'];
/** All content and the contact inbox. */
export const CONTENT_ROLES: readonly Role[] = ['owner', 'editor'];
/** Accounts, the audit log, site operations. */
export const OWNER_ONLY: readonly Role[] = ['owner'];

/** The sentence of a 403 for an account whose role does not allow the call. */
export const roleRefusal = (role: Role) =>
  `Your role (${role}) does not allow this. Ask an owner of the site if you need it.`;

/**
 * Registers `routes` in a scope whose admin routes are for `roles` unless a route names its own:
 * the group's rule, so that a route added to a group has one.
 */
export function withRoles(roles: readonly Role[], routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, roles: route.config?.roles ?? roles };
    });
    await scope.register(routes);
  };
}
