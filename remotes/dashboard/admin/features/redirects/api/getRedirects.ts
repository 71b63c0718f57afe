import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { type Redirect, redirectPaths } from '@academy/contracts';

export const redirectsKey = ['redirects'] as const;

/** GET the redirects (editors and owners), by the path each is from. */
export function useRedirects() {
  return useQuery({ queryKey: redirectsKey, queryFn: () => getData<Redirect[]>(redirectPaths.list) });
}
