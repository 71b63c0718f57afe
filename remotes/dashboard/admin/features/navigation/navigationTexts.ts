import type { MenuEntry } from '@academy/contracts';

/** The Navigation screen's sentences. */
export const NAVIGATION_TEXTS = {
  title: 'Navigation',
  heading: 'Menu',
  intro:
    'The entries of the header, the phone menu and the footer, in their order. Drag an entry by its handle, or focus the handle and press the up or down arrow. A page a new section adds comes last until you place it.',
  loadError: 'Failed to load the menu',
  saveError: 'Failed to save the menu',
  saved: 'Menu saved',
  save: 'Save menu',
  saving: 'Saving...',
  addLink: 'Add a link to another site',
  linkLabel: 'Label',
  linkUrl: 'Address',
  linkUrlHint: 'An address starting with https://, such as https://shop.example.com.',
  add: 'Add link',
  labelRequired: 'Label is required',
  hiddenHint: 'Hidden from the menu',
  history: 'the menu',
  conflict: 'Your menu and the one saved since',
  reloadError: 'Failed to load the menu saved since',
} as const;

/** How an entry is named on the screen and to screen readers: its label, or where it leads. */
export const entryName = (entry: MenuEntry) =>
  entry.label.trim() || ('url' in entry ? entry.url : entry.path);
