import { type Static, Type } from '@sinclair/typebox';

// Redirects (issue 31): an old address of the site that leads to another, managed by editors and
// owners. Paths are below the API prefix.

export const redirectPaths = {
  /** GET (editors and owners): every redirect, by the path it is from; POST: a new one. */
  list: '/redirects',
  /** PUT: a redirect changed; DELETE: removed. */
  item: (id: string) => `/redirects/${encodeURIComponent(id)}`,
} as const;

/** 301: moved for good (search engines move the page's standing); 302: for now. */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** The longest `from` or `to` taken. */
export const REDIRECT_TARGET_MAX_LENGTH = 2048;

/** What a POST or PUT sends: `from`, a path of this site; `to`, a path of it or an https: URL. */
export const redirectBody = Type.Object({
  from: Type.String({ maxLength: REDIRECT_TARGET_MAX_LENGTH }),
  to: Type.String({ maxLength: REDIRECT_TARGET_MAX_LENGTH }),
  // Any number, so that another one is refused with the rule's own sentence.
  status: Type.Number(),
});

export const redirect = Type.Object({
  _id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  status: Type.Number(),
  /** ISO 8601. */
  updatedAt: Type.String(),
});

export type RedirectBody = Static<typeof redirectBody>;
export type Redirect = Static<typeof redirect>;
