import { useQueryClient } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { ifMatch } from '../conflicts/revisions';
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

/** Puts a record the server stored (by a save, or a restore of a revision) where GET `path` reads it. */
export function useStoreSavedRecord<R>({ path, merge }: Pick<SaveRecordRequest<R>, 'path' | 'merge'>) {
  const queryClient = useQueryClient();
  return (saved: R) => {
    if (merge) queryClient.setQueryData<R[] | null>(contentKey(path), (cached) => merge(cached, saved));
    else queryClient.setQueryData(contentKey(path), saved);
  };
}

/**
 * A save's body, and the revision of the record it started from (sent as If-Match); a record
 * that counts no revisions (a session's remote overrides) has none.
 */
export interface RecordSave {
  body: FormData | object;
  revision?: string;
}

/**
 * Saves one record (multipart or JSON) from the revision the editor opened; the cache then holds
 * the record as the server stored it. Refused with 409 when someone else saved it since.
 */
export function useSaveRecord<R>(request: SaveRecordRequest<R>) {
  const { method, path } = request;
  const store = useStoreSavedRecord(request);
  return useUpload<RecordSave, R>(
    ({ body, revision }, onUploadProgress) =>
      sendData<R>(method, path, body, { onUploadProgress, ...ifMatch(revision) }),
    { onSuccess: store },
  );
}
