import { useQuery } from '@tanstack/react-query';
import { type TrashEntry, trashPaths } from '@academy/contracts';
import { getData } from '@academy/runtime';

export const trashKey = ['trash'] as const;

/** GET what is in the trash, newest first. */
export function useTrash() {
  return useQuery({ queryKey: trashKey, queryFn: () => getData<TrashEntry[]>(trashPaths.list) });
}
