import { useMutation } from '@tanstack/react-query';
import { draftPath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { useForgetDraft } from './getDraft';

/** DELETE a record's draft: the published state stands; `afterwards` refreshes what showed the draft. */
export function useDiscardDraft(afterwards?: () => unknown) {
  const forgetDraft = useForgetDraft();
  return useMutation<unknown, unknown, string>({
    mutationFn: (path) => sendData<unknown>('delete', draftPath(path)),
    onSuccess: async (_discarded, path) => {
      forgetDraft(path);
      await afterwards?.();
    },
  });
}
