import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  healthFiguresAnswers,
  healthFiguresQuery,
  remoteParams,
  remoteRegistryPaths,
  sectionRemoteNames,
} from '@academy/contracts';
import { ok } from '../../../services/envelope';
import { notFound } from '../../../services/httpErrors';

/**
 * What visitors lived through with each release and arm of a remote over the last `minutes`
 * (60 by default, up to the 30 days kept): for the Releases screen and a team's pipeline (the
 * deploy token), as the registry is.
 */
export default async function remoteHealthRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const remotes = app.sections.flatMap(({ definition }) => sectionRemoteNames(definition));

  app.get(
    remoteRegistryPaths.health(':remote'),
    {
      schema: { params: remoteParams, querystring: healthFiguresQuery, response: healthFiguresAnswers },
      config: { access: 'admin', deployToken: true },
    },
    async (request) => {
      const { remote } = request.params;
      if (!remotes.includes(remote))
        throw notFound(`There is no remote "${remote}": the remotes are ${remotes.join(', ')}.`);
      const since = new Date(app.now().getTime() - request.query.minutes * 60_000);
      return ok(await app.health.figures(remote, since));
    },
  );
}
