import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { type Navigation, navigationPaths } from '@academy/contracts';

export const navigationKey = ['navigation'] as const;

/** GET the menu's entries in their order: every page the sections offer, and the links to other sites. */
export function useNavigation() {
  return useQuery({ queryKey: navigationKey, queryFn: () => getData<Navigation>(navigationPaths.menu) });
}
