import { HOME_SLOT_POSITIONS } from '@academy/contracts';

/** The home page shows at most as many items as there are slots, in slot order. */
export function firstByPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position).slice(0, HOME_SLOT_POSITIONS.length);
}
