import type { FastifyInstance } from 'fastify';
import { sitePaths } from '@academy/contracts';
import { type ContentChange, contentChanges } from '../../repositories/contentChanges';
import { listItemChanges } from '../../repositories/contentItems';
import { sections } from '../../sections';
import { BLOGS_COLLECTION, BLOG_SECTION } from '../../sections/blog/schemas';
import { escapeMarkup } from '../../services/markupText';
import { DASHBOARD_BLOCKS, DASHBOARD_SECTION } from '../dashboard';

export const SITEMAP_PATH = '/sitemap.xml';

/** What a page shows: a section's blocks and lists, or only the parts named. */
interface PageContent {
  section: string;
  parts?: readonly string[];
}

/**
 * Every public page but the blogs', with the content that dates it: each section's own page, and
 * the privacy policy. The header and footer (name, logo, contact details) are on every page and
 * date none: they are not what a page is about.
 */
const PAGES: readonly { path: string; content: PageContent }[] = [
  ...sections.map((section) => ({ path: section.page, content: { section: section.name } })),
  {
    path: sitePaths.privacyPolicy,
    content: { section: DASHBOARD_SECTION, parts: [DASHBOARD_BLOCKS.privacy] },
  },
];

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
 * GET /sitemap.xml: every public page and every blog, each with its last change. Kept by the
 * read cache like the API's public reads, so it is read once per change of the content, and a
 * blog saved a moment ago is in the next answer.
 */
export async function sitemapRoute(app: FastifyInstance) {
  app.get(SITEMAP_PATH, { config: { readCache: true } }, async (_request, reply) => {
    const [changes, blogs] = await Promise.all([
      contentChanges(app.db),
      listItemChanges(app.db, BLOG_SECTION, BLOGS_COLLECTION),
    ]);
    const entries: SitemapEntry[] = [
      ...PAGES.map(({ path, content }) => ({ path, lastModified: lastChangeOf(content, changes) })),
      ...blogs.map((blog) => ({ path: sitePaths.blogPost(blog.id), lastModified: blog.updatedAt })),
    ];
    return reply.type('application/xml; charset=utf-8').send(sitemapXml(entries, app.config.publicUrl));
  });
}
