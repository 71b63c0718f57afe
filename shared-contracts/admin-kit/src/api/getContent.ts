import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';

/** The cache key of what GET `path` answers; writes update or refresh it by this key. */
export const contentKey = (path: string) => ['content', path] as const;

export const getContentQueryOptions = <T>(path: string) =>
  queryOptions({ queryKey: contentKey(path), queryFn: () => getData<T>(path) });

/** GET a record or list below the API prefix; editors that read the same path share one call. */
export function useContent<T>(path: string) {
  return useQuery(getContentQueryOptions<T>(path));
}
