import type { MenuEntry, Navigation } from '@academy/contracts';

/** An entry as the screen holds it: a key that stays with it as it moves, and its fields. */
export interface MenuDraft {
  key: string;
  entry: MenuEntry;
}

let nextKey = 0;
/** A key no other entry of the screen has, for a page's or a link's entry. */
export const draftOf = (entry: MenuEntry): MenuDraft => {
  nextKey += 1;
  return { key: `entry-${nextKey}`, entry };
};

export const menuDrafts = (navigation: Navigation): MenuDraft[] => navigation.entries.map(draftOf);

/** What a save sends: the entries in their order, as they are held. */
export const navigationOf = (drafts: readonly MenuDraft[]): Navigation => ({
  entries: drafts.map((draft) => draft.entry),
});
