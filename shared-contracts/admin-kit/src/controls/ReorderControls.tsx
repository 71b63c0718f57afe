import type { OlHTMLAttributes } from 'react';
import { VisuallyHidden } from '@academy/ui';
import { Button } from './Button';
import type { Reorder } from './useReorder';

/**
 * Move up and Move down for the item at `index` of a useReorder list: the keyboard's way that
 * needs no arrows. Marked (not made) disabled at the ends, so a press there says why nothing moved.
 */
export function MoveButtons({ reorder, index }: { reorder: Reorder; index: number }) {
  const name = reorder.nameAt(index);
  return (
    <>
      <Button
        aria-label={`Move ${name} up`}
        aria-disabled={index === 0}
        onClick={() => reorder.move(index, index - 1)}
      >
        Move up
      </Button>
      <Button
        aria-label={`Move ${name} down`}
        aria-disabled={index === reorder.count - 1}
        onClick={() => reorder.move(index, index + 1)}
      >
        Move down
      </Button>
    </>
  );
}

/** The last move of a useReorder list, said to screen readers and not shown. */
export function MoveAnnouncement({ reorder }: { reorder: Reorder }) {
  return (
    <VisuallyHidden>
      <span aria-live="polite">{reorder.announcement}</span>
    </VisuallyHidden>
  );
}

/** A useReorder list's `ol` (its items are the caller's), followed by its MoveAnnouncement. */
export function ReorderList({
  reorder,
  ...props
}: OlHTMLAttributes<HTMLOListElement> & { reorder: Reorder }) {
  return (
    <>
      <ol {...props} />
      <MoveAnnouncement reorder={reorder} />
    </>
  );
}
