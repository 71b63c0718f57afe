import { type Static, Type } from '@sinclair/typebox';

// Act on many (issue 32, item 4): one call for the items chosen in a list editor or the trash.
// Each id is acted on by itself, as its own single action would be (its role checks, its audit
// entry): one refused does not stop the others, and the answer says how each one went.

/** `<list path>/bulk`: POST `{ action, ids }` acts on many items of the list. */
export const listBulkPath = (listPath: string) => `${listPath}/bulk`;

/** What a list's bulk call does to each item: publish it, move it to draft, move it to the trash. */
export const LIST_BULK_ACTIONS = ['publish', 'draft', 'trash'] as const;
export type ListBulkAction = (typeof LIST_BULK_ACTIONS)[number];

/** What the trash's bulk call does to each item: restore it, or delete it forever. */
export const TRASH_BULK_ACTIONS = ['restore', 'delete'] as const;
export type TrashBulkAction = (typeof TRASH_BULK_ACTIONS)[number];

/** The most ids one call takes (a screen's items, chosen all at once). */
export const BULK_MAX_IDS = 200;

/** Said (400) for a call without ids. */
export const BULK_NO_IDS = 'Choose at least one item.';

/** A bulk call's body: the action, and the ids it is for (an id sent twice is acted on once). */
const bulkBody = <A extends string>(actions: readonly A[]) =>
  Type.Object({
    action: Type.Union(actions.map((action) => Type.Literal(action))),
    ids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: BULK_MAX_IDS }),
  });
export const listBulkBody = bulkBody(LIST_BULK_ACTIONS);
export const trashBulkBody = bulkBody(TRASH_BULK_ACTIONS);
export type ListBulkBody = Static<typeof listBulkBody>;
export type TrashBulkBody = Static<typeof trashBulkBody>;

/**
 * How the action went for one id: done, or refused with the status and sentence its single
 * action would have answered (403 'Authors can change only their own posts.', 404 'There is no
 * blog post with that id.').
 */
export const bulkOutcome = Type.Object({
  _id: Type.String(),
  done: Type.Boolean(),
  /** 200 when done, else the refusal's status. */
  status: Type.Integer(),
  /** Why it was refused; absent when done. */
  error: Type.Optional(Type.String()),
});
export type BulkOutcome = Static<typeof bulkOutcome>;

/** A bulk call's answer: the outcome of each id, in the order sent. */
export const bulkAnswer = Type.Object({ outcomes: Type.Array(bulkOutcome) });
export type BulkAnswer = Static<typeof bulkAnswer>;
