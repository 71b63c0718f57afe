import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_SEARCH_PATH, type AdminSearchResults } from '@academy/contracts';
import { getData } from '@academy/runtime';

/** How long typing pauses before the search is sent: one call per pause, not per key. */
export const SEARCH_PAUSE_MS = 200;

/** Whether a query has anything to look for (the server refuses one without a letter or digit). */
export const hasWords = (query: string) => /[\p{L}\p{N}]/u.test(query);

/** The query once typing has paused for SEARCH_PAUSE_MS. */
function usePaused(query: string): string {
  const [paused, setPaused] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(query), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return paused;
}

/** GET /search?q=: what the admin area holds that matches, for the signed-in account's role. */
export function useFindInAdmin(query: string) {
  const term = usePaused(query.trim());
  const search = useQuery({
    queryKey: ['admin-search', term],
    queryFn: () =>
      getData<AdminSearchResults>(`${ADMIN_SEARCH_PATH}?q=${encodeURIComponent(term)}`).then(
        (answer) => answer.results,
      ),
    enabled: hasWords(term),
    // The last results stay while the next are on their way, so the list does not blink per key.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return { ...search, term, settled: term === query.trim() };
}
