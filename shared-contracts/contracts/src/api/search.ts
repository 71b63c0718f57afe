import { type Static, Type } from '@sinclair/typebox';

// Find anything (issue 32): one search across the admin area. Every section's records, slots and
// list items (each text field), what a section keeps in tables of its own (a blog's detailed
// content, the contact messages, the trial bookings) and the trash, ignoring case and accents,
// best matches first; only what the caller's role may open.

/** GET (every role) `?q=<words>`: `AdminSearchResults`, at most ADMIN_SEARCH_LIMIT. */
export const ADMIN_SEARCH_PATH = '/search';

/** The most results one search answers. */
export const ADMIN_SEARCH_LIMIT = 20;

/** The longest query taken (a sentence someone remembers). */
export const ADMIN_SEARCH_MAX_LENGTH = 200;

/** The 400 of a query with nothing to look for. */
export const ADMIN_SEARCH_EMPTY = 'Type a word or two to search for.';

export const adminSearchQuery = Type.Object({
  q: Type.String({ maxLength: ADMIN_SEARCH_MAX_LENGTH }),
});

/** One thing found: where it is, what it is, what it is called, the words around the match, its editor. */
export const adminSearchResult = Type.Object({
  /** The section's name as the admin sidebar shows it: 'Services'. */
  section: Type.String(),
  /** What it is, in words: 'service', 'Hero section', 'contact message', 'service in the trash'. */
  kind: Type.String(),
  title: Type.String(),
  /** The matched words with a few words either side, '…' where it is cut. */
  snippet: Type.String(),
  /** The admin screen that opens it, e.g. '/admin/blogs/<id>/details'. */
  adminPath: Type.String(),
});
export type AdminSearchResult = Static<typeof adminSearchResult>;

export const adminSearchResults = Type.Object({ results: Type.Array(adminSearchResult) });
export type AdminSearchResults = Static<typeof adminSearchResults>;
