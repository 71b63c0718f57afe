import { useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { contentKey } from './getContent';
import { useUpload } from './useUpload';

interface ListItem {
  _id: string;
}

/**
 * PUT an item of a list by id (multipart, or JSON such as a submission's `{ contacted }`): it is
 * replaced in place at once, then the list is refreshed.
 */
export function useUpdateListItem<R extends ListItem>(listPath: string, itemPath: (id: string) => string) {
  const queryClient = useQueryClient();
  return useUpload<{ id: string; body: FormData | object }, R>(
    ({ id, body }, onUploadProgress) => sendData<R>('put', itemPath(id), body, { onUploadProgress }),
    {
      onSuccess: (updated) => {
        queryClient.setQueryData<R[] | null>(contentKey(listPath), (items) =>
          (items ?? []).map((item) => (item._id === updated._id ? updated : item)),
        );
        return queryClient.invalidateQueries({ queryKey: contentKey(listPath) });
      },
    },
  );
}
