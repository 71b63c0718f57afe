import { useMutation } from '@tanstack/react-query';
import { sendData } from '@academy/runtime';
import { remoteRegistryPaths } from '@academy/contracts';
import type { RegistryEntry } from '@academy/contracts';
import { useRegistryEntryUpdate } from './updateRegistryEntry';

/** POST a roll-back: the previous release becomes current again (409 when there is none). */
export function useRollBack() {
  const update = useRegistryEntryUpdate();
  return useMutation<RegistryEntry, unknown, string>({
    mutationFn: (remote) => sendData<RegistryEntry>('post', remoteRegistryPaths.rollback(remote)),
    onSuccess: update,
  });
}
