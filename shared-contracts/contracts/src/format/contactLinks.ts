/**
 * The contact page and the footer link the academy's phone and email the same way, through these.
 * Both give an empty string for an empty value, so a caller shows no link.
 */

/** `tel:` with the digits and a leading +, as dialers expect ('+44 20 7946 0321' → 'tel:+442079460321'). */
export function telHref(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * `mailto:` with the address encoded, so characters an address may contain ('?', '&', '%') can
 * never start a query such as `?cc=` or `?body=`.
 */
export function mailtoHref(email: string | null | undefined): string {
  const trimmed = (email ?? '').trim();
  if (!trimmed) return '';
  return `mailto:${encodeURIComponent(trimmed).replace(/%40/g, '@')}`;
}
