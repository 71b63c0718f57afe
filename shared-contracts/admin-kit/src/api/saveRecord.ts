import { useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { contentKey } from './getContent';
import { useUpload } from './useUpload';

export interface SaveRecordRequest<R> {
  method: 'put' | 'post';
  /** Saved here, and read with GET from here too. */
  path: string;
  /**
   * How the stored record changes what GET `path` answers. By default it is that answer (a single
   * record); a write of one item of a list (a home slot) merges it into the list instead.
   */
  merge?: (cached: R[] | null | undefined, saved: R) => R[];
}

/** Saves one record (multipart or JSON); the cache then holds the record as the server stored it. */
export function useSaveRecord<R>({ method, path, merge }: SaveRecordRequest<R>) {
  const queryClient = useQueryClient();
  return useUpload<FormData | object, R>(
    (body, onUploadProgress) => sendData<R>(method, path, body, { onUploadProgress }),
    {
      onSuccess: (saved) => {
        if (merge) queryClient.setQueryData<R[] | null>(contentKey(path), (cached) => merge(cached, saved));
        else queryClient.setQueryData(contentKey(path), saved);
      },
    },
  );
}
