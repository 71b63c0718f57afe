import { useQueryClient } from '@tanstack/react-query';
import type { Registry, RegistryEntry } from '@academy/contracts';
import { registryKey } from './getRegistry';
import { healthKey } from './getRemoteHealth';

/**
 * After a change: the entry the server answered replaces the remote's at once, then the registry
 * and the remote's health figures are fetched again (a promote or a roll-back moves the arms).
 */
export function useRegistryEntryUpdate() {
  const queryClient = useQueryClient();
  return (entry: RegistryEntry) => {
    queryClient.setQueryData<Registry>(
      registryKey,
      (registry) =>
        registry && {
          remotes: registry.remotes.map((remote) => (remote.name === entry.name ? entry : remote)),
        },
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: registryKey }),
      queryClient.invalidateQueries({ queryKey: healthKey(entry.name) }),
    ]);
  };
}
