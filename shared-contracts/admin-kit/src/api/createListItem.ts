import { sendData } from '@academy/runtime';
import { useRefreshList } from './getListWithDrafts';
import { useUpload } from './useUpload';

/**
 * POST a new item to a list (multipart, or JSON for a list of another shape): it appears at the
 * top at once, then the list is refreshed.
 */
export function useCreateListItem<R>(listPath: string) {
  const refresh = useRefreshList<R>(listPath);
  return useUpload<FormData | object, R>(
    (body, onUploadProgress) => sendData<R>('post', listPath, body, { onUploadProgress }),
    { onSuccess: (created) => refresh((items) => [created, ...items]) },
  );
}
