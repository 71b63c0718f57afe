import { getData } from '@academy/runtime';
import section from '../../../section';

/** Which future bookings a change would cancel: a class's (deleted or moved), or those on closed days. */
export type AffectedQuery = { session: string } | { startDate: string; endDate: string };

/**
 * GET /classes/bookings/affected: how many visitors with a booked or waitlisted trial a change
 * would cancel (they are mailed why). Asked fresh before each change, never cached.
 */
export async function getAffectedVisitors(query: AffectedQuery): Promise<number> {
  const search = new URLSearchParams(query).toString();
  const { count } = await getData<{ count: number }>(`${section.paths.bookings}/affected?${search}`);
  return count;
}

/** What the confirmation adds: '2 visitors with a booked trial will be told it is cancelled.'; nothing for none. */
export function visitorsTold(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'visitor' : 'visitors'} with a booked trial will be told it is cancelled.`;
}

/** Said when the count could not be had: the change may still cancel trials, and the staff should know. */
export const VISITORS_MAY_BE_TOLD =
  'Any visitors with a booked trial will be told it is cancelled (their number could not be counted).';

/** The confirmation's sentence for a change, counted now. */
export async function affectedSentence(query: AffectedQuery): Promise<string | null> {
  try {
    return visitorsTold(await getAffectedVisitors(query));
  } catch {
    return VISITORS_MAY_BE_TOLD;
  }
}
