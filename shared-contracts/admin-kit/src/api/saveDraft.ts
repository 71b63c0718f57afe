import { useQueryClient } from '@tanstack/react-query';
import { type Draft, draftPath } from '@academy/contracts';
import { sendData } from '@academy/runtime';
import { draftKey } from './getDraft';
import { useUpload } from './useUpload';

/** PUT a record's draft: the save's own body (multipart with upload progress, or JSON). */
export function useSaveDraft<R>() {
  const queryClient = useQueryClient();
  return useUpload<{ path: string; body: FormData | object }, Draft<R>>(
    ({ path, body }, onUploadProgress) =>
      sendData<Draft<R>>('put', draftPath(path), body, { onUploadProgress }),
    { onSuccess: (draft, { path }) => queryClient.setQueryData(draftKey(path), draft) },
  );
}
