export type StatusTone = 'success' | 'error';

/**
 * The colour rule: a status message that contains 'success' is green, any other red.
 * Matched without regard to case, so 'Successfully saved' is green too.
 */
export function statusTone(message: string): StatusTone {
  return /success/i.test(message) ? 'success' : 'error';
}
