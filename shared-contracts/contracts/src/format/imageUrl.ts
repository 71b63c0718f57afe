const ABSOLUTE = /^(https?:|data:|blob:)/i;

/**
 * The image URL rule: absolute http(s) URLs (and in-page data/blob previews) are kept, relative
 * paths are prefixed with the API origin. An empty value stays empty so callers can show a
 * placeholder. Pages use @academy/ui's `imageUrl`, which passes the configured origin.
 */
export function resolveImageUrl(value: string | null | undefined, origin: string): string {
  if (!value) return '';
  if (ABSOLUTE.test(value)) return value;
  return `${origin}${value.startsWith('/') ? '' : '/'}${value}`;
}
