import type { FastifyInstance } from 'fastify';
import type { SectionDefinition } from '@academy/contracts';
import { type ContentChange, contentChanges } from '../../repositories/contentChanges';
import { listItemChanges } from '../../repositories/contentItems';
import { hiddenItemIds, hiddenPagePaths } from '../../repositories/searchFields';
import { SEO_STORE } from '../seo';
import { escapeMarkup } from '@academy/contracts';

export const SITEMAP_PATH = '/sitemap.xml';

/** What a page shows: a section's blocks and lists, or only the blocks named. */
interface PageContent {
  section: string;
  parts?: readonly string[];
}

/**
 * Every public page of every section but those of a single item (their lists date those) and
 * those that ask to be left out (`inSitemap: false`: a page that needs a query), with
 * the content that dates it: all of its section's content, or the records the page names. The
 * header and footer (name, logo, contact details) are on every page and date none: they are not
 * what a page is about.
 */
function sectionPages(sections: readonly SectionDefinition[]): { path: string; content: PageContent }[] {
  return sections.flatMap((section) =>
    section.pages
      .filter((page) => !page.path.includes(':') && page.inSitemap !== false)
      .map((page) => ({
        path: page.path,
        content: {
          section: section.key,
          parts: page.datedBy?.map((name) => section.records[name].block),
        },
      })),
  );
}

interface SitemapEntry {
  path: string;
  /** Undefined while the page has no saved content (it shows the built-in texts). */
  lastModified?: Date;
}

function lastChangeOf(content: PageContent, changes: readonly ContentChange[]): Date | undefined {
  const times = changes
    .filter((change) => change.section === content.section)
    .filter((change) => !content.parts || content.parts.includes(change.part))
    .map((change) => change.changedAt.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

/** W3C date and time, to the second, in UTC: what the sitemap protocol asks for. */
const w3cDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The sitemap protocol's XML (sitemaps.org 0.9): absolute URLs, escaped. */
export function sitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeMarkup(new URL(path, publicUrl).href)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${w3cDateTime(lastModified)}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /sitemap.xml: every public page and every blog (at its slug's address), each with its last
 * change. Kept by the read cache like the API's public reads, so it is read once per change of
 * the content, and a blog saved a moment ago is in the next answer.
 */
export async function sitemapRoute(
  app: FastifyInstance,
  { sections }: { sections: readonly SectionDefinition[] },
) {
  const pages = sectionPages(sections);
  /** The lists whose items each have a page of their own (a blog's). */
  const itemPages = sections.flatMap((section) =>
    Object.values(section.lists).flatMap((list) =>
      list.itemPage ? [{ section: section.key, collection: list.collection, page: list.itemPage }] : [],
    ),
  );
  app.get(SITEMAP_PATH, { config: { readCache: true } }, async (_request, reply) => {
    const [changes, hiddenPages, ...items] = await Promise.all([
      contentChanges(app.db),
      hiddenPagePaths(app.db, SEO_STORE),
      ...itemPages.map(async (list) => {
        const [changed, hidden] = await Promise.all([
          listItemChanges(app.db, list.section, list.collection),
          hiddenItemIds(app.db, list.section, list.collection),
        ]);
        // Hidden from search engines: out of the sitemap too.
        return changed.filter((item) => !hidden.has(item.id));
      }),
    ]);
    const entries: SitemapEntry[] = [
      ...pages
        .filter(({ path }) => !hiddenPages.has(path))
        .map(({ path, content }) => ({ path, lastModified: lastChangeOf(content, changes) })),
      ...itemPages.flatMap((list, index) =>
        items[index].map((item) => ({
          path: list.page({ _id: item.id, slug: item.slug ?? undefined }),
          lastModified: item.updatedAt,
        })),
      ),
    ];
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(entries, app.config.publicUrl));
  });
}
