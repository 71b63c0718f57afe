// TypeBox's functions one by one (not its `Type` builder object): the shell's public layout reads
// the menu through this module, so every public page bundles it.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

// The menu, arranged by staff (issue 32, item 5): the ordered entries of the public menu (the
// header, the phone menu and the footer's quick links): each page the sections offer, renamed or
// hidden, and links to other sites. Paths are below the API prefix.

export const navigationPaths = {
  /** GET (public: every page's frame reads it): `Navigation`; PUT (editors and owners): a new arrangement. */
  menu: '/navigation',
} as const;

/** The admin screen that arranges the menu. */
export const NAVIGATION_SCREEN_PATH = '/admin/navigation';

export const MENU_LABEL_MAX_LENGTH = 60;
export const MENU_URL_MAX_LENGTH = 2048;
/** Room for every page and a dozen links; a menu longer than this serves no visitor. */
export const MENU_MAX_ENTRIES = 60;

/** A page the sections offer, as it is shown in the menu (or not, when `hidden`). */
export const menuPageEntry = Type.Object({
  path: Type.String({ maxLength: MENU_URL_MAX_LENGTH }),
  label: Type.String({ maxLength: MENU_LABEL_MAX_LENGTH }),
  hidden: Type.Boolean(),
});
/** A link to another site (an `https:` address). */
export const menuLinkEntry = Type.Object({
  url: Type.String({ maxLength: MENU_URL_MAX_LENGTH }),
  label: Type.String({ maxLength: MENU_LABEL_MAX_LENGTH }),
});
export const menuEntry = Type.Union([menuPageEntry, menuLinkEntry]);

/** The menu's entries in their order: what GET answers and PUT sends. */
export const navigation = Type.Object({
  entries: Type.Array(menuEntry, { maxItems: MENU_MAX_ENTRIES }),
});

export type MenuPageEntry = Static<typeof menuPageEntry>;
export type MenuLinkEntry = Static<typeof menuLinkEntry>;
export type MenuEntry = Static<typeof menuEntry>;
export type Navigation = Static<typeof navigation>;

export const isMenuLink = (entry: MenuEntry): entry is MenuLinkEntry => 'url' in entry;

/** The sentences the server refuses an arrangement with (400). */
export const NAVIGATION_RULES = {
  label: 'Every menu entry needs a label.',
  notOffered: (path: string) => `There is no page at ${path} to put in the menu.`,
  twice: (path: string) => `The menu lists ${path} twice.`,
  https: (label: string) =>
    `The link "${label}" must be an https: address of another site, such as https://shop.example.com.`,
} as const;

/** A page the sections offer to the menu: its path and the label its section gives it. */
export type OfferedPage = Pick<MenuPageEntry, 'path' | 'label'>;

/** What the menu needs of a section: where it comes, and its pages (a definition, or the runtime config's). */
interface MenuSection {
  name: string;
  order: number;
  pages: readonly { path: string; label?: string; expose?: string }[];
}

/** How the sections come in the menus and the sidebar: lower `order` first, then by name. */
export const bySectionOrder = (a: Omit<MenuSection, 'pages'>, b: Omit<MenuSection, 'pages'>) =>
  a.order - b.order || a.name.localeCompare(b.name);

/** The pages the sections offer to the menu (those with a module and a label), in the sections' order. */
export function offeredMenuPages(sections: readonly MenuSection[]): OfferedPage[] {
  return [...sections]
    .sort(bySectionOrder)
    .flatMap((section) =>
      section.pages.flatMap(({ path, label, expose }) => (expose && label ? [{ path, label }] : [])),
    );
}

/**
 * The menu as visitors get it: the stored arrangement without the pages no section offers any
 * more, and after it, shown, every offered page it does not place yet (a new section's), in the
 * sections' order. With nothing stored, the sections' own menu.
 */
export function arrangedMenu(stored: readonly MenuEntry[], offered: readonly OfferedPage[]): MenuEntry[] {
  const offeredPaths = new Set(offered.map((page) => page.path));
  const kept = stored.filter((entry) => isMenuLink(entry) || offeredPaths.has(entry.path));
  const placed = new Set(kept.flatMap((entry) => (isMenuLink(entry) ? [] : [entry.path])));
  const unplaced = offered
    .filter((page) => !placed.has(page.path))
    .map((page) => ({ ...page, hidden: false }));
  return [...kept, ...unplaced];
}
