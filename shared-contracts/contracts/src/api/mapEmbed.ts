/** The server's sentence for map markup it refuses. */
export const MAP_EMBED_REFUSED = 'mapEmbed must be a single Google Maps or OpenStreetMap embed iframe.';

/** The only shape of map markup accepted: one iframe, with nothing around it and nothing inside. */
export const SINGLE_IFRAME = /^<iframe\b[^<>]*>\s*<\/iframe>$/i;

/**
 * Whether an iframe source is an allowed map embed: https, no credentials or port, and an embed
 * page of Google Maps or OpenStreetMap (the hosts the site's CSP frame-src allows). The server
 * refuses other sources; the admin screen previews only these.
 */
export function isAllowedMapEmbedUrl(value: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  switch (url.hostname) {
    case 'www.google.com':
      return url.pathname.startsWith('/maps/embed');
    case 'maps.google.com':
      return url.pathname === '/maps' && url.searchParams.get('output') === 'embed';
    case 'www.openstreetmap.org':
      return url.pathname === '/export/embed.html';
    default:
      return false;
  }
}

/** The markup the server stores: one iframe with `name="value"` attributes or a bare name. */
const STORED_IFRAME = /^<iframe((?:\s[a-z]+(?:="[^"]*")?)*)><\/iframe>$/;
const STORED_ATTRIBUTE = /\s([a-z]+)(?:="([^"]*)")?/g;
const ESCAPED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The attributes of map markup as the server stores it (re-serialised, every value escaped), so
 * a page can draw the frame itself and choose when it loads; undefined for any other markup.
 */
export function mapEmbedAttributes(markup: string): Record<string, string> | undefined {
  const tag = STORED_IFRAME.exec(markup);
  if (!tag) return undefined;
  return Object.fromEntries(
    Array.from(tag[1].matchAll(STORED_ATTRIBUTE), ([, name, value = '']) => [
      name,
      value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity]),
    ]),
  );
}
