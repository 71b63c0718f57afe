import sanitizeHtml from 'sanitize-html';
import { MAP_EMBED_REFUSED, SINGLE_IFRAME, escapeMarkup, isAllowedMapEmbedUrl } from '@academy/contracts';
import { badRequest } from '@academy/server/kit';

/** Attributes kept on the iframe, each with the values it may take. */
const SAFE_ATTRIBUTES: Record<string, (value: string) => boolean> = {
  width: (value) => /^\d{1,4}(%|px)?$/.test(value),
  height: (value) => /^\d{1,4}(%|px)?$/.test(value),
  loading: (value) => value === 'lazy' || value === 'eager',
  referrerpolicy: (value) => /^[a-z-]{1,40}$/.test(value),
  title: (value) => value.length <= 200,
  allowfullscreen: () => true,
};

/** The attributes of the only tag in `markup`, decoded by the same parser as the policy's. */
function parseIframeAttributes(markup: string): Record<string, string> | undefined {
  let tags = 0;
  let attributes: Record<string, string> | undefined;
  sanitizeHtml(markup, {
    // Only the callback matters: it sees every tag, whatever the allow-list keeps.
    allowedTags: ['iframe'],
    allowedAttributes: false,
    onOpenTag: (name, attribs) => {
      tags += 1;
      if (name === 'iframe') attributes = attribs;
    },
  });
  return tags === 1 ? attributes : undefined;
}

/**
 * Empty stays empty. Otherwise the markup must be exactly one iframe (nothing around it, nothing
 * inside) whose https source is an allow-listed map embed; it is rebuilt from the safe
 * attributes only, so nothing the caller wrote reaches the page verbatim.
 */
export function normalizeMapEmbed(markup: string | undefined): string {
  const input = (markup ?? '').trim();
  if (!input) return '';
  if (!SINGLE_IFRAME.test(input)) throw badRequest(MAP_EMBED_REFUSED);
  const attributes = parseIframeAttributes(input);
  if (!attributes || !isAllowedMapEmbedUrl(attributes.src)) throw badRequest(MAP_EMBED_REFUSED);
  const kept = Object.entries(attributes)
    .filter(([name, value]) => Object.hasOwn(SAFE_ATTRIBUTES, name) && SAFE_ATTRIBUTES[name](value))
    .map(([name, value]) => (name === 'allowfullscreen' ? name : `${name}="${escapeMarkup(value)}"`));
  return `<iframe ${[`src="${escapeMarkup(attributes.src)}"`, ...kept].join(' ')}></iframe>`;
}
