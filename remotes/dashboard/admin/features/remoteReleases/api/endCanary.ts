import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { remoteRegistryPaths } from '@academy/contracts';
import type { RegistryEntry } from '@academy/contracts';
import { useRegistryEntryUpdate } from './updateRegistryEntry';

/** DELETE the canary: every visitor gets the current release again. */
export function useEndCanary() {
  const update = useRegistryEntryUpdate();
  return useMutation<RegistryEntry, unknown, string>({
    mutationFn: (remote) => sendData<RegistryEntry>('delete', remoteRegistryPaths.canary(remote)),
    onSuccess: update,
  });
}
