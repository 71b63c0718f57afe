import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';

/** A state a save replaced: when and by whom it was replaced, and the record's fields then. */
export interface Revision {
  _id: string;
  at: string;
  by: string;
  fields: Record<string, unknown>;
}

/** Where a record's revisions are, below its own API path (`/home/hero/revisions`). */
export const revisionsPath = (recordPath: string) => `${recordPath}/revisions`;

/** The cache key of a record's revisions; a restore or a save refreshes it by this key. */
export const revisionsKey = (recordPath: string) => ['revisions', recordPath] as const;

/** GET a record's revisions, newest first. */
export function useRevisions(recordPath: string) {
  return useQuery({
    queryKey: revisionsKey(recordPath),
    queryFn: () => getData<Revision[]>(revisionsPath(recordPath)),
  });
}
