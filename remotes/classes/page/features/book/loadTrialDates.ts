import type { ContentReader } from '@academy/contracts';
import { contentErrorStatus } from '@academy/runtime';
import section from '../../../section';
import type { TrialDates } from '../../../schemas';
import type { SentBooking } from './bookTrial';

/** The booking page's data: the class and its dates, or none (no class asked for, or no such class). */
export interface BookContent {
  trial: TrialDates | null;
  /** The answer to the form sent without the page's script, if it was. */
  sent?: SentBooking;
}

/** The query naming the class to book (/classes/book?session=<id>). */
export const SESSION_PARAM = 'session';

/**
 * The class named by the address and its next 4 weeks of dates, read afresh on every load (the
 * API never keeps them: every booking changes them). An address naming no class, or one the API
 * does not know (404), is the page's 'not found' view; any other failure its error text.
 */
export async function loadTrialDates(
  api: ContentReader,
  searchParams: URLSearchParams,
): Promise<TrialDates | null> {
  const session = searchParams.get(SESSION_PARAM)?.trim();
  if (!session) return null;
  try {
    return await api.get<TrialDates>(
      `${section.paths.trialDates}?${SESSION_PARAM}=${encodeURIComponent(session)}`,
    );
  } catch (error) {
    if (contentErrorStatus(error) === 404) return null;
    throw error;
  }
}
