import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clearedAnswers,
  overridesAnswers,
  overridesBody,
  remoteOverridePaths,
  sectionRemoteNames,
} from '@academy/contracts';
import {
  clearRemoteOverridesByCookie,
  sessionRemoteOverrides,
  setRemoteOverrides,
} from '../../../repositories/sessions';
import { setSiteCookie } from '../../../services/cookies';
import { ok } from '../../../services/envelope';
import { badRequest } from '../../../services/httpErrors';
import { OVERRIDE_COOKIE, devOriginAllowed, overrideTokenOf } from '../../../services/remoteOverrides';
import { hashToken, newToken } from '../../../services/tokens';
import { httpOrigin } from '../../../services/urls';

/**
 * A developer's overrides: an administrator points remotes at a dev server for their own browser.
 * They are kept on the session and found by an HttpOnly cookie of their own, so they end with
 * the session, reach no other browser, and cannot be set or forged without signing in (the
 * cookie's token is random and only its hash is stored). A change shows at the next page load.
 */
export default async function remoteOverrideRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { config } = app;
  const remotes = new Set(app.sections.flatMap(({ definition }) => sectionRemoteNames(definition)));

  const answer = (overrides: Record<string, string>) =>
    ok({ remotes: overrides, allowedOrigins: config.devRemoteOrigins });

  function checked(overrides: Record<string, string>): Record<string, string> {
    const kept: Record<string, string> = {};
    for (const [remote, rawUrl] of Object.entries(overrides)) {
      if (!remotes.has(remote)) throw badRequest(`There is no remote "${remote}" to override.`);
      const url = rawUrl.trim();
      if (!url) continue;
      const origin = httpOrigin(url);
      if (config.devRemoteOrigins.length === 0) {
        throw badRequest(
          `This server takes no remote overrides: DEV_REMOTE_ORIGINS names no dev server (none by default in production).`,
        );
      }
      if (!origin || !devOriginAllowed(origin, config.devRemoteOrigins)) {
        throw badRequest(
          `${remote} can be pointed only at a dev server on ${config.devRemoteOrigins.join(', ')} (DEV_REMOTE_ORIGINS), not at "${url}".`,
        );
      }
      kept[remote] = url;
    }
    return kept;
  }

  const sessionOf = (request: FastifyRequest) => request.sessionTokenHash!;

  /** Sets the cookie that finds this browser's overrides for as long as a session lasts, or removes it (null). */
  const writeOverrideCookie = (request: FastifyRequest, reply: FastifyReply, token: string | null) =>
    setSiteCookie(request, reply, {
      name: OVERRIDE_COOKIE,
      value: token ?? '',
      maxAgeSeconds: token ? config.sessionTtlHours * 3600 : 0,
      sameSite: 'Strict',
    });

  app.get(
    remoteOverridePaths.overrides,
    { schema: { response: overridesAnswers }, config: { access: 'admin' } },
    async (request) => answer(await sessionRemoteOverrides(app.db, sessionOf(request))),
  );

  app.put(
    remoteOverridePaths.overrides,
    { schema: { body: overridesBody, response: overridesAnswers } },
    async (request, reply) => {
      const overrides = checked(request.body.remotes);
      if (Object.keys(overrides).length === 0) {
        await setRemoteOverrides(app.db, sessionOf(request), null);
        writeOverrideCookie(request, reply, null);
        return answer({});
      }
      const token = newToken();
      await setRemoteOverrides(app.db, sessionOf(request), {
        tokenHash: hashToken(token),
        remotes: overrides,
      });
      writeOverrideCookie(request, reply, token);
      return answer(overrides);
    },
  );

  // The banner's button: this browser's overrides, by their cookie (a visitor's page has no token).
  app.delete(
    remoteOverridePaths.mine,
    { schema: { response: clearedAnswers }, config: { access: 'public' } },
    async (request, reply) => {
      const token = overrideTokenOf(request);
      if (token) await clearRemoteOverridesByCookie(app.db, hashToken(token));
      writeOverrideCookie(request, reply, null);
      return ok(null);
    },
  );
}
