import { getErrorMessage } from '@academy/runtime';
import { useDiscardDraft } from '../api/discardDraft';
import { usePublishDraft } from '../api/publishDraft';
import type { Status } from '../useStatus';
import {
  DISCARD_DRAFT_FAILED,
  DISCARD_DRAFT_PROMPT,
  DRAFT_DISCARDED,
  DRAFT_PUBLISHED,
  PUBLISH_DRAFT_FAILED,
} from './draftTexts';

interface DraftActionsOptions<R> {
  /** Where a save's answer goes: publishing is a save. */
  store: (published: R) => unknown;
  /** The editor's status line, which says how it went. */
  status: Status;
  /** Refreshes what showed the discarded draft (a list's badge). */
  afterDiscard?: () => unknown;
}

/**
 * Publish draft and Discard draft (asked first) of a record or a list item, by its record path and
 * the revision the editor read (If-Match: refused when someone else wrote the record since).
 */
export function useDraftActions<R>({ store, status, afterDiscard }: DraftActionsOptions<R>) {
  const publish = usePublishDraft<R>(store);
  const discard = useDiscardDraft(afterDiscard);
  return {
    busy: publish.isPending || discard.isPending,
    async publish(path: string, revision?: string) {
      status.clear();
      try {
        await publish.mutateAsync({ path, revision });
        status.show(DRAFT_PUBLISHED);
      } catch (error) {
        status.show(getErrorMessage(error, PUBLISH_DRAFT_FAILED));
      }
    },
    async discard(path: string, revision?: string) {
      if (!window.confirm(DISCARD_DRAFT_PROMPT)) return;
      status.clear();
      try {
        await discard.mutateAsync({ path, revision });
        status.show(DRAFT_DISCARDED);
      } catch (error) {
        status.show(getErrorMessage(error, DISCARD_DRAFT_FAILED));
      }
    },
  };
}
