import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { type Navigation, navigationPaths } from '@academy/contracts';

export const navigationKey = ['navigation'] as const;

/** The menu as stored: its entries and its revision, which a save or a restore sends back (If-Match). */
export type StoredMenu = Navigation & { revision: string };

const fetchNavigation = () => getData<StoredMenu>(navigationPaths.menu);

/** GET the menu's entries in their order: every page the sections offer, and the links to other sites. */
export function useNavigation() {
  return useQuery({ queryKey: navigationKey, queryFn: fetchNavigation });
}

/** Reads the menu again from the server (after someone else saved it), whatever was read before. */
export function useReloadNavigation() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: navigationKey, queryFn: fetchNavigation, staleTime: 0 });
}
