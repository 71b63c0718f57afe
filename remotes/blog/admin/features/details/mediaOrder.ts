import type { PictureChoice } from '@academy/admin-kit';
import { type BlogMedia, type MediaUpdate, mediaName } from '../../../schemas';

/**
 * A stored media item as the editor holds it: its place is its index, its caption may be edited,
 * and a picture's description and decorative choice (a video has none: its caption says it).
 */
export interface MediaDraft {
  media: BlogMedia;
  /** Stable while editing (the item's place when the editor opened): 'Video 2'. */
  name: string;
  caption: string;
  /** Shown whole on the page, so there is no focal point to choose: `focus` stays empty. */
  picture: PictureChoice;
}

const storedPicture = (media: BlogMedia): PictureChoice => ({
  alt: media.urlAlt,
  decorative: media.urlDecorative,
  focus: '',
});

export function mediaDrafts(media: BlogMedia[]): MediaDraft[] {
  return [...media]
    .sort((a, b) => a.position - b.position)
    .map((item, index) => ({
      media: item,
      name: mediaName(item, index),
      caption: item.caption,
      picture: storedPicture(item),
    }));
}

/**
 * What a save sends as `mediaUpdates`: every item's place and caption in the new order, and each
 * picture's description and decorative choice (a decorative one's description is not kept).
 */
export function mediaUpdatesOf(drafts: readonly MediaDraft[]): MediaUpdate[] {
  return drafts.map((draft, position) => ({
    _id: draft.media._id,
    position,
    caption: draft.caption.trim(),
    ...(draft.media.type === 'image' && {
      urlAlt: draft.picture.decorative ? '' : draft.picture.alt.trim(),
      urlDecorative: draft.picture.decorative,
    }),
  }));
}

/** True when the order, a caption or a picture's description differs from what is stored. */
export function mediaChanged(drafts: readonly MediaDraft[], stored: BlogMedia[]): boolean {
  const saved = mediaDrafts(stored);
  return (
    drafts.length !== saved.length ||
    drafts.some(
      (draft, index) =>
        draft.media._id !== saved[index].media._id ||
        draft.caption !== saved[index].caption ||
        draft.picture.alt !== saved[index].picture.alt ||
        draft.picture.decorative !== saved[index].picture.decorative,
    )
  );
}
