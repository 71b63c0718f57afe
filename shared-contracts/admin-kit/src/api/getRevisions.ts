import { useQuery } from '@tanstack/react-query';
import { type Revision, revisionsPath } from '@academy/contracts';
import { getData } from '@academy/runtime';

/** The cache key of a record's revisions; a restore or a save refreshes it by this key. */
export const revisionsKey = (recordPath: string) => ['revisions', recordPath] as const;

/** GET a record's revisions, newest first. */
export function useRevisions(recordPath: string) {
  return useQuery({
    queryKey: revisionsKey(recordPath),
    queryFn: () => getData<Revision[]>(revisionsPath(recordPath)),
  });
}
