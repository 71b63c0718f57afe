import type { ContentReader, ContentWriter } from '@academy/contracts';
import { contentErrorStatus } from '@academy/runtime';
import { formRefusal, refusedFormStatus } from '@academy/ui';
import section from '../../../section';
import type { BookingByToken } from '../../../schemas';

/** The query and the form field that carry a mailed link's token. */
export const TOKEN_PARAM = 'token';

export type CancelOutcome =
  | { kind: 'cancelled' }
  /** The link is unknown, used or expired (410). */
  | { kind: 'gone' }
  | { kind: 'error'; reason: string; status?: number };

/** A link's answers that mean it no longer leads to a booking. */
const GONE_STATUSES = new Set([404, 410]);
/** Refusals whose sentence helps the visitor (the limit's wait, say). */
const EXPLAINED_STATUSES = new Set([400, 409, 429]);

/**
 * Cancels the booking a mailed link names: the one way the live button (the browser's client)
 * and the page's action (the server's, for the form sent without the script) cancel it.
 */
export async function cancelTrial(api: ContentWriter, token: string): Promise<CancelOutcome> {
  try {
    await api.post<unknown>(`${section.paths.booking}/cancel`, { token });
    return { kind: 'cancelled' };
  } catch (error) {
    if (GONE_STATUSES.has(contentErrorStatus(error) ?? 0)) return { kind: 'gone' };
    return formRefusal(error, EXPLAINED_STATUSES);
  }
}

/** What the page shows: the booking with its cancel button, a cancelled trial, or a dead link. */
export type BookingContent =
  | { kind: 'booking'; booking: BookingByToken; token: string; sent?: CancelOutcome }
  | { kind: 'cancelled' }
  | { kind: 'gone' };

/**
 * The booking a mailed link names (`?token=`), after the cancel sent without the script if it
 * was: an address with no token, or one the API no longer knows (410, 404), is a dead link.
 */
export async function loadBooking(
  api: ContentReader,
  searchParams: URLSearchParams,
  sent: CancelOutcome | undefined,
): Promise<BookingContent> {
  if (sent?.kind === 'cancelled' || sent?.kind === 'gone') return { kind: sent.kind };
  const token = searchParams.get(TOKEN_PARAM)?.trim();
  if (!token) return { kind: 'gone' };
  try {
    const booking = await api.get<BookingByToken>(
      `${section.paths.booking}?${TOKEN_PARAM}=${encodeURIComponent(token)}`,
    );
    return { kind: 'booking', booking, token, ...(sent && { sent }) };
  } catch (error) {
    if (GONE_STATUSES.has(contentErrorStatus(error) ?? 0)) return { kind: 'gone' };
    throw error;
  }
}

/** The page's status: 410 for a dead link, a refused cancel's own (or 503), else 200. */
export function bookingStatus(data: BookingContent): number | undefined {
  if (data.kind === 'gone') return 410;
  if (data.kind === 'booking' && data.sent?.kind === 'error') return refusedFormStatus(data.sent);
  return undefined;
}
