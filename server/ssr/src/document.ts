import {
  SERVER_STATE_ID,
  escapeMarkup,
  healthReleases,
  type DocumentParts,
  type HeroImagePreload,
  type PageRender,
  type ServerState,
} from '@academy/contracts';
import { speculationRulesTag } from './speculationRules';

type RenderedPage = Extract<PageRender, { kind: 'page' }>;

export interface PageDocument {
  page: RenderedPage;
  state: ServerState;
  /** The site's public address, for the canonical URL and the previews' absolute URLs. */
  publicUrl: string;
  /** The page's path (and query), as requested. */
  path: string;
  /**
   * Stylesheets of the remote modules the page was rendered with, by their public URLs; a pinned
   * release's with its SRI string, so the browser applies no other file.
   */
  stylesheets: { href: string; chunk: string; integrity?: string }[];
  /** The page's main picture (its hero), preloaded with high priority: the copy its img will pick. */
  heroImage?: HeroImagePreload;
  /**
   * The whole text of the page's stylesheets (see pageCss), written into the head: the browser
   * fetches none of them (see stylesheetTag). Undefined when one could not be read: the page then
   * links them in its head.
   */
  css?: string;
  /**
   * A preview link's page (drafts applied): marked for the reader, kept out of search indexes, and
   * static (no script, no state: the app would load the published content over it).
   */
  preview?: { expiresAt: string };
  /** The site's Speculation Rules (see speculationRules), written before the start script. */
  speculationRules?: string;
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

function heroPreloadTag({ href, imageSrcSet, imageSizes, type }: HeroImagePreload): string {
  const candidates = imageSrcSet
    ? ` imagesrcset="${escapeMarkup(imageSrcSet)}" imagesizes="${escapeMarkup(imageSizes ?? '')}"`
    : '';
  const format = type ? ` type="${escapeMarkup(type)}"` : '';
  return `<link rel="preload" as="image" href="${escapeMarkup(href)}"${candidates}${format} fetchpriority="high" />`;
}

/**
 * A stylesheet link; data-href, the chunk's own name, tells the browser's CSS loader the sheet is
 * there. A pinned release's carries its integrity (fetched with CORS, as SRI needs).
 *
 * A sheet whose text the page holds inline is linked `disabled`: the browser's two CSS loaders add
 * a link for a sheet they do not find when the app starts (a second copy, and a second layout of
 * the whole page), mini-css-extract's looking for a stylesheet link with its `data-href`, the
 * federation runtime's for one with its `href`; a disabled link is what both find and what no
 * browser fetches or applies (HTML: a disabled stylesheet link is not fetched).
 */
const stylesheetTag = (
  { href, chunk, integrity }: { href: string; chunk: string; integrity?: string },
  inlined: boolean,
) =>
  `<link rel="stylesheet" href="${escapeMarkup(href)}" data-href="${escapeMarkup(chunk)}"${
    integrity ? ` integrity="${escapeMarkup(integrity)}" crossorigin="anonymous"` : ''
  }${inlined ? ' disabled' : ''} />`;

/**
 * The page's structured data, one JSON-LD element per object: a data block (its type is not a
 * script's), which no browser runs, so the CSP's script-src has no say over it; escaped as the
 * state is, so nothing in it can close the element.
 */
const structuredDataTags = (data: readonly object[] | undefined) =>
  (data ?? []).map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`);

/** The page's title, description, canonical URL, link previews and feeds. */
function pageTags({ page, publicUrl, path }: PageDocument): string[] {
  const canonical = pageAddress(path, publicUrl);
  const image = page.meta.image ? absolute(page.meta.image, publicUrl) : undefined;
  const description = escapeMarkup(page.meta.description);
  // A search title staff wrote is what a shared card shows too; else the page's own title.
  const cardTitle = escapeMarkup(page.meta.searchTitle || page.meta.title);
  const tags = [
    `<title>${escapeMarkup(page.title)}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeMarkup(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeMarkup(page.siteName)}" />`,
    `<meta property="og:title" content="${cardTitle}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeMarkup(canonical)}" />`,
    image && `<meta property="og:image" content="${escapeMarkup(image)}" />`,
    image &&
      page.meta.imageAlt &&
      `<meta property="og:image:alt" content="${escapeMarkup(page.meta.imageAlt)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${cardTitle}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    image && `<meta name="twitter:image" content="${escapeMarkup(image)}" />`,
    image &&
      page.meta.imageAlt &&
      `<meta name="twitter:image:alt" content="${escapeMarkup(page.meta.imageAlt)}" />`,
    ...(page.meta.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(feed.title)}" href="${escapeMarkup(absolute(feed.href, publicUrl))}" />`,
    ),
  ];
  return tags.filter((tag): tag is string => !!tag);
}

/**
 * Whether the page may wait for the app until a visitor needs it (see shell/src/start.ts): a
 * page rendered whole works without its script (links, the menu, its forms), while a page with a
 * slot left to the browser or a failed load needs the app to finish it or to try again, and an
 * administrator's override banner needs it for its button.
 */
const startsWhenNeeded = ({ page, state }: PageDocument) => page.complete && !state.config.overrides;

/**
 * The start script's tag: the app's entry, whether it starts when needed, and the releases of the
 * page's remotes for its health report (healthReleases: none on a release preview).
 */
function startScriptTag(
  script: NonNullable<DocumentParts['startScript']>,
  whenNeeded: boolean,
  releases: string,
): string {
  const attributes = `data-app="${escapeMarkup(script.app)}"${whenNeeded ? ' data-start="when-needed"' : ''}${
    releases ? ` data-releases="${escapeMarkup(releases)}"` : ''
  }`;
  return script.code === undefined
    ? `<script defer src="${escapeMarkup(script.src)}" ${attributes}></script>`
    : `<script ${attributes}>${script.code}</script>`;
}

/** The releases of the remotes the page was rendered with, as the start script reads them. */
const pageReleases = ({ page, state }: PageDocument) =>
  healthReleases(
    state.config,
    page.remotes.map(({ remote }) => remote),
  );

/**
 * The start script's code when the page holds it inline, for the answer's CSP to allow by its
 * hash; a preview's page holds no script.
 */
export const inlineStartScript = (parts: DocumentParts, document: PageDocument) =>
  document.preview ? undefined : parts.startScript?.code;

/** What tells a preview's reader that this is not the page visitors see (yet). */
export const PREVIEW_NOTICE = 'Preview: this page shows unpublished drafts. Visitors do not see them yet.';

function previewBanner(expiresAt: string): string {
  return `<p id="preview-banner" role="note"><strong>${escapeMarkup(PREVIEW_NOTICE)}</strong> This link works until <time datetime="${escapeMarkup(expiresAt)}">${escapeMarkup(new Date(expiresAt).toUTCString())}</time>.</p>`;
}

/**
 * A rendered page's whole document: the head (the build's static head, then the hero's preload,
 * so the browser starts the image before anything that competes with it for a phone's bandwidth:
 * after the static head, because its viewport meta sets the width the preload's `imagesizes` is
 * measured against; found before it, a phone's Chromium fetched the hero twice, the copy for its
 * width and the widest one (15 KiB more than it needed, issue 33); the
 * page's title, description, canonical URL and previews; the whole text of the shell's
 * and the page's remotes' stylesheets in one `<style>`, with their disabled links, or else, when
 * one could not be read, the stylesheets linked), the page's HTML in #root, the state the browser
 * hydrates with, as JSON (the CSP allows no inline code; a page that waits for its app until a
 * visitor needs it carries none: the app fetches it from PAGE_STATE_PATH when it starts), and last
 * the start script. With its CSS inline the page is styled and laid out once, at its first paint,
 * with the rules of its later states (an open menu, a form's message) already there, with or
 * without JavaScript; stylesheets linked at the end of the body arrived one by one after the first
 * paint, each making the browser style and lay out the whole page again (4-6 layouts of 50-110 ms
 * on a phone, issue 33). The start script is last because nothing on
 * the page waits for it: found after everything else, it takes no part in the first paint. It is
 * written into the page when the build gives its code: a file would be one more request under
 * way before the largest paint, which a phone on a slow line pays for (Lighthouse's simulation
 * counted about 80 ms of LCP and 25 ms of blocking time on the privacy page).
 */
export function pageDocument(parts: DocumentParts, document: PageDocument): string {
  const whenNeeded = startsWhenNeeded(document);
  const { preview } = document;
  const inline = document.css !== undefined;
  const stylesheets = [
    ...parts.stylesheets.map((sheet) => ({ href: `/${sheet}`, chunk: sheet })),
    ...document.stylesheets,
  ].map((sheet) => stylesheetTag(sheet, inline));
  const head = [
    '<meta charset="utf-8" />',
    ...parts.staticHead,
    document.heroImage && heroPreloadTag(document.heroImage),
    ...pageTags(document),
    (preview || document.page.meta.noindex || document.page.meta.personal) &&
      '<meta name="robots" content="noindex, nofollow" />',
    ...structuredDataTags(document.page.meta.structuredData),
    inline && `<style>${document.css}</style>`,
    ...stylesheets,
  ].filter((tag): tag is string => !!tag);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    ...head.map((tag) => `    ${tag}`),
    '  </head>',
    '  <body>',
    ...(preview ? [`    ${previewBanner(preview.expiresAt)}`] : []),
    `    <div id="root">${document.page.html}</div>`,
    ...(whenNeeded || preview
      ? []
      : [
          `    <script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(document.state)}</script>`,
        ]),
    ...speculationRulesTag(document),
    ...(parts.startScript && !preview
      ? [`    ${startScriptTag(parts.startScript, whenNeeded, pageReleases(document))}`]
      : []),
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
