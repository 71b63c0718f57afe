import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revisionRestorePath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { ifMatch } from '../conflicts/revisions';
import { revisionsKey } from './getRevisions';

/**
 * POST a revision's restore: the server saves that state as a new save and answers the record
 * as a save does; `store` puts it where the save's answer goes, and the revisions are fetched
 * again (the restore kept the state it replaced).
 */
export function useRestoreRevision<R>(recordPath: string, store: (restored: R) => void) {
  const queryClient = useQueryClient();
  return useMutation<R, unknown, { revisionId: string; revision?: string }>({
    mutationFn: ({ revisionId, revision }) =>
      sendData<R>('post', revisionRestorePath(recordPath, revisionId), undefined, ifMatch(revision)),
    onSuccess: (restored) => {
      store(restored);
      return queryClient.invalidateQueries({ queryKey: revisionsKey(recordPath) });
    },
  });
}
