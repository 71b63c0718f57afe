/**
 * Text that can stand in HTML or XML, as an element's content or an attribute in either quotes
 * (the five characters the sitemap protocol asks to be escaped).
 */
export const escapeMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
