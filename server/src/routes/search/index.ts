import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ADMIN_SEARCH_EMPTY,
  ADMIN_SEARCH_LIMIT,
  ADMIN_SEARCH_PATH,
  type AdminSearchResult,
  type Role,
  adminSearchQuery,
  adminSearchResults,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../content/routeSchemas';
import { type ContentView, seesUnpublished } from '../../plugins/app/previews';
import type { Section } from '../../sections/discover';
import { ok } from '../../services/envelope';
import { badRequest } from '../../services/httpErrors';
import { sectionPlace } from '../../sections/sectionWords';
import { type Candidate, declaredContent } from './declaredContent';
import { matchOf, queryPhrase, queryWords } from './textMatch';

/** What the sections keep in tables of their own that `role` may open (`SectionServer.searchable`). */
async function sectionsOwn(
  app: FastifyInstance,
  sections: readonly Section[],
  role: Role,
): Promise<Candidate[]> {
  const found = await Promise.all(
    sections.flatMap(({ definition, server }) =>
      (server.searchable ?? [])
        .filter((source) => source.roles.includes(role))
        .map(async (source) =>
          (await source.documents(app)).map((document) => ({
            ...document,
            section: sectionPlace(definition),
            roles: source.roles,
          })),
        ),
    ),
  );
  return found.flat();
}

/**
 * The best matches of `query` among `candidates` that `role` may open and the caller's reads see
 * (an author: others' unpublished posts not), best first, at most ADMIN_SEARCH_LIMIT.
 */
function ranked(
  candidates: readonly Candidate[],
  query: string,
  role: Role,
  sees: ContentView,
): AdminSearchResult[] {
  const words = queryWords(query);
  const phrase = queryPhrase(query);
  return candidates
    .filter((candidate) => candidate.roles.includes(role))
    .filter(({ unpublished }) => !unpublished || seesUnpublished(sees, unpublished, true))
    .flatMap((candidate, order) => {
      const match = matchOf(candidate, words, phrase);
      return match ? [{ candidate, order, ...match }] : [];
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, ADMIN_SEARCH_LIMIT)
    .map(({ candidate: { section, kind, title, adminPath }, snippet }) => ({
      section,
      kind,
      title,
      snippet,
      adminPath,
    }));
}

/**
 * Find anything (every role, each finding what it may open): every section's records, slots and
 * list items, what the sections declare searchable of their own tables, and the trash.
 */
export default async function searchRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    ADMIN_SEARCH_PATH,
    {
      config: { access: 'admin' },
      schema: { querystring: adminSearchQuery, response: answers(adminSearchResults) },
    },
    async (request) => {
      const { q } = request.query;
      if (queryWords(q).length === 0) throw badRequest(ADMIN_SEARCH_EMPTY);
      // The route's guard lets only a signed-in account this far.
      const role = request.admin?.role;
      if (!role) return ok({ results: [] });
      const definitions = app.sections.map((section) => section.definition);
      const [declared, own] = await Promise.all([
        declaredContent(app, definitions),
        sectionsOwn(app, app.sections, role),
      ]);
      // What the account's reads see (an admin route's request.sees is a visitor's: the session is
      // the auth hook's): an author's view covers their own unpublished posts only.
      const sees: ContentView = {
        unpublished: true,
        drafts: false,
        ...(role === 'author' && { authorId: request.admin?._id }),
      };
      return ok({ results: ranked([...declared, ...own], q, role, sees) });
    },
  );
}
