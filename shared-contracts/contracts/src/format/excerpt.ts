import { PRIVACY_EXCERPT_LENGTH } from '../api/limits';

export const NO_PRIVACY_POLICY = 'No privacy policy available.';

function textOf(html: string): string {
  // Tags become spaces so block elements do not run together ('Privacy</h2><p>Your' → 'Privacy Your');
  // the parser then only decodes entities.
  const spaced = html.replace(/<[^>]*>/g, ' ');
  const text =
    typeof DOMParser === 'undefined'
      ? spaced
      : (new DOMParser().parseFromString(spaced, 'text/html').documentElement.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The footer's privacy excerpt: the first 200 characters of the policy's text followed by an
 * ellipsis (docs/decisions/0097-footer-excerpt.md), or 'No privacy policy available.' when there is
 * none.
 */
export function privacyExcerpt(html: string | null | undefined): string {
  const text = textOf(html ?? '');
  if (!text) return NO_PRIVACY_POLICY;
  return `${text.slice(0, PRIVACY_EXCERPT_LENGTH)}...`;
}
