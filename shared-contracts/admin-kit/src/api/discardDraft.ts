import { useMutation, useQueryClient } from '@tanstack/react-query';
import { draftPath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { ifMatch } from '../conflicts/revisions';
import { contentKey } from './getContent';
import { useForgetDraft } from './getDraft';

/**
 * DELETE a record's draft (from its `revision`, If-Match): the published state stands, read again
 * for its new revision; `afterwards` refreshes what showed the draft.
 */
export function useDiscardDraft(afterwards?: () => unknown) {
  const queryClient = useQueryClient();
  const forgetDraft = useForgetDraft();
  return useMutation<unknown, unknown, { path: string; revision?: string }>({
    mutationFn: ({ path, revision }) =>
      sendData<unknown>('delete', draftPath(path), undefined, ifMatch(revision)),
    onSuccess: async (_discarded, { path }) => {
      forgetDraft(path);
      await queryClient.invalidateQueries({ queryKey: contentKey(path) });
      await afterwards?.();
    },
  });
}
