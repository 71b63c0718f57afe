import { useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { contentKey } from './getContent';
import { useUpload } from './useUpload';

/** POST a new item to a list: it appears at the top at once, then the list is refreshed. */
export function useCreateListItem<R>(listPath: string) {
  const queryClient = useQueryClient();
  return useUpload<FormData, R>(
    (body, onUploadProgress) => sendData<R>('post', listPath, body, { onUploadProgress }),
    {
      onSuccess: (created) => {
        queryClient.setQueryData<R[] | null>(contentKey(listPath), (items) => [created, ...(items ?? [])]);
        return queryClient.invalidateQueries({ queryKey: contentKey(listPath) });
      },
    },
  );
}
