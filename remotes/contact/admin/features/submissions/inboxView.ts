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

export interface InboxPage {
  items: ContactSubmission[];
  /** 1-based, within 1..pageCount (a page that emptied after a delete shows the last one). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown, for 'Showing 11-20 of 23'. */
  first: number;
  last: number;
}

export function pageOf(submissions: readonly ContactSubmission[], requested: number): InboxPage {
  const pageCount = Math.max(1, Math.ceil(submissions.length / INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), pageCount);
  const start = (page - 1) * INBOX_PAGE_SIZE;
  const items = submissions.slice(start, start + INBOX_PAGE_SIZE);
  return { items, page, pageCount, first: items.length ? start + 1 : 0, last: start + items.length };
}
