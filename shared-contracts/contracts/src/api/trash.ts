import { type Static, Type } from '@sinclair/typebox';
import { pathParam } from './pathParam';

// The trash (README "Nothing lost"): the deleted list items, newest first; restore one, or delete
// it for good. Paths are below the API prefix; the trash is the administrators'.

export const trashPaths = {
  /** GET: `TrashEntry[]`, newest first. */
  list: '/trash',
  /** DELETE (If-Match optional): the item for good, its files and revisions too; answers `{ _id }`. */
  item: (id: string) => `/trash/${pathParam(id)}`,
  /** POST (If-Match optional): the item back in its list; answers it as its list does, with its revision. */
  restore: (id: string) => `/trash/${pathParam(id)}/restore`,
  /** POST `{ action: 'restore' | 'delete', ids }`: restores or deletes forever many items; answers `BulkAnswer`. */
  bulk: '/trash/bulk',
} as const;

/** A list item moved to the trash: what it was, where from, and when and by whom. */
export const trashEntry = Type.Object({
  _id: Type.String(),
  /** The section's key, e.g. 'about'. */
  section: Type.String(),
  /** The list's item name, e.g. 'team member'. */
  kind: Type.String(),
  title: Type.String(),
  deletedAt: Type.String(),
  by: Type.String(),
});
export type TrashEntry = Static<typeof trashEntry>;

/**
 * A restored item answers as its own list does, whichever list that is, with its revision (the
 * restore counted as one: an editor who opened it before is told).
 */
export const restoredTrashItem = Type.Object(
  { _id: Type.String(), revision: Type.String() },
  { additionalProperties: true },
);

/** What a purge answers: the id of the item gone. */
export const purgedTrashItem = Type.Object({ _id: Type.String() });
