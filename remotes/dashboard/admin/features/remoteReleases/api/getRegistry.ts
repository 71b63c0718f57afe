import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { remoteRegistryPaths } from '@academy/contracts';
import type { Registry } from '@academy/contracts';

export const registryKey = ['remote-registry'] as const;

/** GET the remote registry (owner only): each remote's current, canary and previous release, and its history. */
export function useRegistry() {
  return useQuery({ queryKey: registryKey, queryFn: () => getData<Registry>(remoteRegistryPaths.registry) });
}
