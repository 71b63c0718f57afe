import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { remoteRegistryPaths } from '@academy/contracts';
import type { RegistryEntry } from '@academy/contracts';
import { useRegistryEntryUpdate } from './updateRegistryEntry';

/** POST a promote: the canary becomes the current release for every visitor. */
export function usePromoteCanary() {
  const update = useRegistryEntryUpdate();
  return useMutation<RegistryEntry, unknown, string>({
    mutationFn: (remote) => sendData<RegistryEntry>('post', remoteRegistryPaths.promote(remote)),
    onSuccess: update,
  });
}
