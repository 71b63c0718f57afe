import { getErrorMessage } from '@academy/runtime';
import type { Status } from '@academy/admin-kit';
import type { RegistryEntry } from '@academy/contracts';
import { useEndCanary } from './api/endCanary';
import { usePromoteCanary } from './api/promoteCanary';
import { useRollBack } from './api/rollBack';
import { RELEASE_TEXTS } from './releaseTexts';

/**
 * A remote's three changes, each asked first (every visitor is affected at once) and reported on
 * the remote's status line: its success, or the server's sentence when it refuses.
 */
export function useReleaseChanges({ name, current, canary, previous }: RegistryEntry, status: Status) {
  const rollBack = useRollBack();
  const endCanary = useEndCanary();
  const promote = usePromoteCanary();

  async function change(question: string, send: () => Promise<unknown>, done: string, failed: string) {
    if (!window.confirm(question)) return;
    status.clear();
    try {
      await send();
      status.show(done);
    } catch (error) {
      status.show(getErrorMessage(error, failed));
    }
  }

  return {
    busy: rollBack.isPending || endCanary.isPending || promote.isPending,
    rollBack: () =>
      previous &&
      change(
        RELEASE_TEXTS.rollBackConfirm(name, current.version, previous.version),
        () => rollBack.mutateAsync(name),
        RELEASE_TEXTS.rolledBack(name, previous.version),
        RELEASE_TEXTS.rollBackError,
      ),
    endCanary: () =>
      canary &&
      change(
        RELEASE_TEXTS.endCanaryConfirm(name, canary.version, current.version),
        () => endCanary.mutateAsync(name),
        RELEASE_TEXTS.canaryEnded(name),
        RELEASE_TEXTS.endCanaryError,
      ),
    promote: () =>
      canary &&
      change(
        RELEASE_TEXTS.promoteConfirm(name, canary.version, current.version),
        () => promote.mutateAsync(name),
        RELEASE_TEXTS.promoted(name, canary.version),
        RELEASE_TEXTS.promoteError,
      ),
  };
}
