import { useQueryClient } from '@tanstack/react-query';
import { type Draft, draftPath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { ifMatch } from '../conflicts/revisions';
import { draftKey } from './getDraft';
import { useUpload } from './useUpload';

/**
 * PUT a record's draft: the save's own body (multipart with upload progress, or JSON), from the
 * record's `revision` (If-Match; a draft's save moves the record's revision on too).
 */
export function useSaveDraft<R>() {
  const queryClient = useQueryClient();
  return useUpload<{ path: string; body: FormData | object; revision?: string }, Draft<R>>(
    ({ path, body, revision }, onUploadProgress) =>
      sendData<Draft<R>>('put', draftPath(path), body, { onUploadProgress, ...ifMatch(revision) }),
    { onSuccess: (draft, { path }) => queryClient.setQueryData(draftKey(path), draft) },
  );
}
