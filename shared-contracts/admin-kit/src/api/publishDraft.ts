import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishPath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { useForgetDraft } from './getDraft';
import { ifMatch } from '../conflicts/revisions';
import { revisionsKey } from './getRevisions';

/**
 * POST a record's publish: its draft becomes what visitors see. The server answers as the save
 * does, so `store` puts the answer where a save's goes; the draft is gone and, as after any save,
 * the revisions are fetched again.
 */
export function usePublishDraft<R>(store: (published: R) => unknown) {
  const queryClient = useQueryClient();
  const forgetDraft = useForgetDraft();
  return useMutation<R, unknown, { path: string; revision?: string }>({
    mutationFn: ({ path, revision }) => sendData<R>('post', publishPath(path), undefined, ifMatch(revision)),
    onSuccess: async (published, { path }) => {
      forgetDraft(path);
      await store(published);
      return queryClient.invalidateQueries({ queryKey: revisionsKey(path) });
    },
  });
}
