import type { ListItemState } from '@academy/contracts';
import { formatDateTime } from '../formatDateTime';

export const PUBLISH_AT_REQUIRED = 'Choose the date and time to publish at';
export const PUBLISH_AT_PAST = 'The publish time must be in the future';

/** A `datetime-local` value (the administrator's own time) as the ISO time the server takes, or why not. */
export function publishTime(local: string, now = new Date()): { iso: string } | { error: string } {
  const time = new Date(local);
  if (!local || Number.isNaN(time.getTime())) return { error: PUBLISH_AT_REQUIRED };
  if (time <= now) return { error: PUBLISH_AT_PAST };
  return { iso: time.toISOString() };
}

/** An ISO time as a `datetime-local` value in the administrator's own time ('2026-11-27T09:00'). */
export function localInputValue(iso: string | undefined): string {
  const time = new Date(iso ?? '');
  if (Number.isNaN(time.getTime())) return '';
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Where a list item stands, as its badge reads; nothing for a published item without a draft. */
export function itemBadge(item: ListItemState): string | undefined {
  if (item.status === 'draft') return 'Draft';
  if (item.status === 'scheduled') return `Scheduled for ${formatDateTime(item.publishAt ?? '')}`;
  if (item.hasDraft) return 'Unpublished changes';
  return undefined;
}
