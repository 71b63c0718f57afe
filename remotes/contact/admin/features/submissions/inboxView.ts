import type { ContactSubmission } from '../../../schemas';

export const INBOX_PAGE_SIZE = 10;

/** The submissions whose name, email, phone or message contain the filter, ignoring case. */
export function filterSubmissions(
  submissions: readonly ContactSubmission[],
  filter: string,
): ContactSubmission[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (!needle) return [...submissions];
  return submissions.filter((s) =>
    [s.name, s.email, s.phone, s.message].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
