import { useQuery } from '@tanstack/react-query';
import { getData } from '@academy/runtime';
import { remoteRegistryPaths } from '@academy/contracts';
import type { HealthFigures } from '@academy/contracts';

/** The health figures of every remote, whatever their span: what a registry change makes stale. */
export const healthKey = (remote: string) => ['remote-health', remote] as const;

/** GET what visitors lived through with each release and arm of `remote` over the last `minutes`. */
export function useRemoteHealth(remote: string, minutes: number) {
  return useQuery({
    queryKey: [...healthKey(remote), minutes],
    queryFn: () => getData<HealthFigures>(`${remoteRegistryPaths.health(remote)}?minutes=${minutes}`),
  });
}
