import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_COMPANY_NAME,
  SITE_FRAME,
  blog as post,
  escapeMarkup,
  sectionHero,
} from '@academy/contracts';
import { type ContentItem, type FastifyInstance, listItems, savedText } from '@academy/server/kit';
import { BLOG_FEED, FEED_POSTS } from '../feed';
import blog from '../section';

const { fields } = post;
// The section declares where a post is read; the feed links there, as the pages and the sitemap do.
const postPage = blog.lists.blogs.itemPage!;
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

const text = (item: ContentItem, field: string) => String(item.fields[field] ?? '');

/** A picture as an RSS enclosure: its absolute URL, its size in bytes (as RSS asks) and type. */
async function enclosure(app: FastifyInstance, image: string, publicUrl: string): Promise<string> {
  if (!image) return '';
  const url = new URL(image, publicUrl).href;
  const type = IMAGE_TYPES[path.extname(image).toLowerCase()] ?? 'application/octet-stream';
  const bytes = await fs.stat(path.join(app.uploads.dir, path.basename(image))).then(
    (stats) => stats.size,
    // A picture not on disk (a broken upload) is still named: RSS lets the length be 0 when unknown.
    () => 0,
  );
  return `<enclosure url="${escapeMarkup(url)}" length="${bytes}" type="${type}" />`;
}

async function feedItem(app: FastifyInstance, item: ContentItem, publicUrl: string): Promise<string> {
  const slug = text(item, 'slug') || undefined;
  const link = new URL(postPage({ _id: item.id, slug }), publicUrl).href;
  return [
    '    <item>',
    `      <title>${escapeMarkup(text(item, fields.title))}</title>`,
    `      <link>${escapeMarkup(link)}</link>`,
    // The id, not the link: a post's slug may change, its identity never does.
    `      <guid isPermaLink="false">urn:uuid:${escapeMarkup(item.id)}</guid>`,
    `      <pubDate>${item.createdAt.toUTCString()}</pubDate>`,
    `      <description>${escapeMarkup(text(item, fields.description))}</description>`,
    `      ${await enclosure(app, text(item, fields.image), publicUrl)}`,
    '    </item>',
  ].join('\n');
}

/**
 * `/blog/feed.xml`: RSS 2.0 with the newest published posts (title, link at the post's slug, a
 * guid that outlives a slug change, pubDate, description, the picture as an enclosure), a site
 * route of the section. Kept by the read cache like the sitemap, with an ETag, until the content
 * changes: a post published (now, or by its schedule) changes it.
 */
export function feedRoutes(app: FastifyInstance): void {
  app.get(BLOG_FEED.href, { config: { readCache: true } }, async (_request, reply) => {
    const { publicUrl } = app.config;
    const { brand } = SITE_FRAME;
    const { block } = blog.records.hero;
    const [posts, siteName = DEFAULT_COMPANY_NAME, heading = 'Blog', about] = await Promise.all([
      listItems(app.db, blog.key, blog.lists.blogs.collection),
      savedText(app, brand.owner, brand.block, 'name'),
      savedText(app, blog.key, block, sectionHero.fields.title),
      savedText(app, blog.key, block, sectionHero.fields.description),
    ]);
    const newest = posts.slice(0, FEED_POSTS);
    const channel = `${siteName}: ${heading}`;
    const description = about ?? `News from ${siteName}`;
    const self = new URL(BLOG_FEED.href, publicUrl).href;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${escapeMarkup(channel)}</title>`,
      `    <link>${escapeMarkup(new URL('/blog', publicUrl).href)}</link>`,
      `    <description>${escapeMarkup(description)}</description>`,
      '    <language>en</language>',
      `    <atom:link href="${escapeMarkup(self)}" rel="self" type="application/rss+xml" />`,
      ...(newest[0] ? [`    <lastBuildDate>${newest[0].createdAt.toUTCString()}</lastBuildDate>`] : []),
      ...(await Promise.all(newest.map((item) => feedItem(app, item, publicUrl)))),
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
    return reply.type('application/rss+xml; charset=utf-8').send(body);
  });
}
