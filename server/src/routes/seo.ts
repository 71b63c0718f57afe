import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  PRIVACY_POLICY_PATH,
  SEO_FIELDS,
  SEO_PATH,
  type SectionDefinition,
  notAPublicPage,
  pageSeo,
  pageSeoBody,
  pageSeoQuery,
} from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContentBlock } from '../content/registerContentBlock';
import { badRequest } from '../services/httpErrors';
import { sitePath } from '../services/urls';

/** Where the pages' search and social fields are stored: blocks of their own, one per page, by its path. */
export const SEO_STORE = 'seo';

/** Every public page with a record of its own (one item's page has its fields among the item's). */
export function publicPagePaths(sections: readonly SectionDefinition[]): Set<string> {
  const declared = sections.flatMap((section) => section.pages.map((page) => page.path));
  return new Set([...declared.filter((path) => !path.includes(':')), PRIVACY_POLICY_PATH]);
}

/**
 * `GET/PUT /seo?path=<public page>`: a page's search title, description, social image and
 * 'Hide from search engines' (public to read: the pages read it; owners and editors write it,
 * JSON or multipart with the image), with the drafts and revisions of any record
 * (`/seo/draft?path=`, `/seo/revisions?path=`). A path that is no public page is a 400.
 */
export default async function seoRoutes(
  untyped: FastifyInstance,
  { sections }: { sections: readonly SectionDefinition[] },
) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const pages = publicPagePaths(sections);
  /** The page a query names, as a browser reads its address (`/about/` is /about). */
  const pageOf = ({ path }: Record<string, string>) => {
    const parsed = sitePath(path ?? '')?.split(/[?#]/)[0];
    const page = parsed && parsed.length > 1 ? parsed.replace(/\/+$/, '') : parsed;
    if (!page || !pages.has(page)) throw badRequest(notAPublicPage(path ?? ''));
    return page;
  };
  registerContentBlock(
    app,
    SEO_STORE,
    { path: SEO_PATH, block: 'pages', body: pageSeoBody, record: pageSeo, imageField: SEO_FIELDS.image },
    undefined,
    {
      querystring: pageSeoQuery,
      blockOf: pageOf,
      // Stored as a yes or no always (a save that leaves it out shows the page), named by its page.
      prepare: (fields, path) => ({
        ...fields,
        [SEO_FIELDS.noindex]: fields[SEO_FIELDS.noindex] === true,
        path,
      }),
    },
  );
}
