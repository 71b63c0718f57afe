import {
  SERVER_STATE_ID,
  type PageRender,
  type ServerState,
  type HeroImagePreload,
} from '@academy/contracts';
import { escapeMarkup as escapeHtml } from '../services/markupText';

type RenderedPage = Extract<PageRender, { kind: 'page' }>;

export interface PageDocument {
  page: RenderedPage;
  state: ServerState;
  /** The site's public address, for the canonical URL and the previews' absolute URLs. */
  publicUrl: string;
  /** The page's path (and query), as requested. */
  path: string;
  /** Stylesheets of the remote modules the page was rendered with, by their public URLs. */
  stylesheets: { href: string; chunk: string }[];
  /** The page's main picture (its hero), preloaded with high priority: the copy its img will pick. */
  heroImage?: HeroImagePreload;
}

/** JSON that can sit inside a script element: nothing in it can close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (url: string, base: string) => new URL(url, base).href;

/** The page's own address at the site's public address: its path only, never a host of its own. */
const pageAddress = (path: string, publicUrl: string) =>
  `${publicUrl}/${path.split('?')[0].replace(/^[/\\]+/, '')}`;

function heroPreloadTag({ href, imageSrcSet, imageSizes }: HeroImagePreload): string {
  const candidates = imageSrcSet
    ? ` imagesrcset="${escapeHtml(imageSrcSet)}" imagesizes="${escapeHtml(imageSizes ?? '')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${candidates} fetchpriority="high" />`;
}

function headTags({ page, publicUrl, path, stylesheets }: PageDocument): string {
  const canonical = pageAddress(path, publicUrl);
  const image = page.meta.image ? absolute(page.meta.image, publicUrl) : undefined;
  const description = escapeHtml(page.meta.description);
  const title = escapeHtml(page.title);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.meta.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    image && `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.meta.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image && `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    // data-href: the chunk's own name, so the browser's CSS loader sees the sheet is already there.
    ...stylesheets.map(
      ({ href, chunk }) =>
        `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(chunk)}" />`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The shell's index.html (as written by the build, minified or not) with a rendered page in it: the page's head (title, description,
 * canonical URL, previews, the remote's stylesheets, the hero's preload), its HTML in #root, and
 * the state the browser hydrates with, as JSON (the CSP allows no inline code).
 */
export function pageDocument(template: string, document: PageDocument): string {
  const withoutHead = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta name=["']?description["']?[^>]*>\s*/i, '');
  // Replacements by function: a page's text may hold '$&' and the like.
  const hero = document.heroImage ? heroPreloadTag(document.heroImage) : '';
  return (
    withoutHead
      // The hero's preload comes first in the head: the browser starts the image before the
      // stylesheets and scripts that compete with it for a phone's bandwidth.
      .replace(/<meta charset=["']?utf-8["']?\s*\/?>/i, (charset) => `${charset}${hero}`)
      .replace(/<\/head>/i, () => `  ${headTags(document)}\n  </head>`)
      .replace(
        /<div id=["']?root["']?>\s*<\/div>/i,
        () =>
          `<div id="root">${document.page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(document.state)}</script>`,
      )
  );
}
