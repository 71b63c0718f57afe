import sanitizeHtml from 'sanitize-html';

/**
 * The markup a privacy policy may use: text structure and links. Everything else (scripts,
 * styles, frames, event handlers, style attributes, javascript: URLs) is removed, and scripts
 * and styles lose their text too. Links always get rel="noopener noreferrer".
 */
const POLICY_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them. The parser reads the inside of xmp, noembed, noframes,
  // plaintext and title as raw text, which would otherwise come out unescaped: `<xmp><img
  // onerror=…></xmp>` would become a live <img> (GHSA-rpr9-rxv7-x643; this list replaces the
  // library's own, so its fix does not reach it).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'title',
  ],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, POLICY_RULES).trim();
}
