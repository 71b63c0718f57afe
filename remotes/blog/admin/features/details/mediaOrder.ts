import type { BlogMedia, MediaUpdate } from '../../../schemas';

/** A stored media item as the editor holds it: its place is its index, its caption may be edited. */
export interface MediaDraft {
  media: BlogMedia;
  /** Stable while editing (the item's place when the editor opened): 'Video 2'. */
  name: string;
  caption: string;
}

export function mediaDrafts(media: BlogMedia[]): MediaDraft[] {
  return [...media]
    .sort((a, b) => a.position - b.position)
    .map((item, index) => ({
      media: item,
      name: `${item.type === 'image' ? 'Image' : 'Video'} ${index + 1}`,
      caption: item.caption,
    }));
}

/** The list with the item at `from` moved to `to` (both kept within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** What a save sends as `mediaUpdates`: every item's place and caption, in the new order. */
export function mediaUpdatesOf(drafts: readonly MediaDraft[]): MediaUpdate[] {
  return drafts.map((draft, position) => ({ _id: draft.media._id, position, caption: draft.caption.trim() }));
}

/** True when the order or a caption differs from what is stored. */
export function mediaChanged(drafts: readonly MediaDraft[], stored: BlogMedia[]): boolean {
  const saved = mediaDrafts(stored);
  return (
    drafts.length !== saved.length ||
    drafts.some(
      (draft, index) => draft.media._id !== saved[index].media._id || draft.caption !== saved[index].caption,
    )
  );
}
