import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';

/** A list item moved to the trash: what it was, where from, and when and by whom. */
export interface TrashItem {
  _id: string;
  /** The section's key, e.g. 'about'. */
  section: string;
  /** The list's item name, e.g. 'team member'. */
  kind: string;
  title: string;
  deletedAt: string;
  by: string;
}

/** The trash, below the API prefix; an item is at `/trash/<id>`. */
export const TRASH_PATH = '/trash';

export const trashItemPath = (id: string) => `${TRASH_PATH}/${encodeURIComponent(id)}`;

export const trashKey = ['trash'] as const;

/** GET what is in the trash, newest first. */
export function useTrash() {
  return useQuery({ queryKey: trashKey, queryFn: () => getData<TrashItem[]>(TRASH_PATH) });
}
