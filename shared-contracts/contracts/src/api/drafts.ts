// Drafts, scheduled items and previews (DECISIONS.md, "Content lifecycle"): the paths below a
// record's own API path, the states a list item can be in, and the preview link's answer.

/**
 * Where a list item stands for visitors: `published` (every read shows it), `draft` (only staff
 * see it) or `scheduled` (published by the server itself at its `publishAt`).
 */
export const ITEM_STATUSES = ['published', 'draft', 'scheduled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** `<record path>/draft`: PUT stores a draft (the save's body), GET reads it, DELETE discards it. */
export const draftPath = (recordPath: string) => `${recordPath}/draft`;

/** `<record path>/publish`: POST makes the draft the published state (a save, with its revision). */
export const publishPath = (recordPath: string) => `${recordPath}/publish`;

/** `<list path>/with-drafts`: the list as staff see it, drafts and scheduled items included and marked. */
export const listWithDraftsPath = (listPath: string) => `${listPath}/with-drafts`;

/** POST `{ path }` (a public path of the site) answers a PreviewLink. */
export const PREVIEWS_PATH = '/previews';

/** The query parameter that carries a preview link's token. */
export const PREVIEW_QUERY = 'preview';

/** A link that shows a page with the current drafts to whoever has it, until `expiresAt`. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** How long a preview link works. */
export const PREVIEW_HOURS = 24;

/** The fields of a list item's write that say where it stands, not what it holds. */
export const ITEM_STATE_FIELDS: readonly string[] = ['status', 'publishAt'];
