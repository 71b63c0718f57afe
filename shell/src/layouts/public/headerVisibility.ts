import { NAV_HIDE_SCROLL_OFFSET } from '@academy/contracts';

/**
 * Whether the fixed header should be hidden after a scroll from `previousY` to `currentY`:
 * hidden while scrolling down past the offset, shown when scrolling up or near the top.
 */
export function nextHeaderHidden(
  previousY: number,
  currentY: number,
  wasHidden: boolean,
  offset: number = NAV_HIDE_SCROLL_OFFSET,
): boolean {
  if (currentY <= offset) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
