import { type Navigation, isMenuLink } from '@academy/contracts';
import type { SitePage } from './sitePages';

/** A menu entry that leads to another site (staff add them on the Navigation screen). */
export interface MenuLink {
  url: string;
  label: string;
}

/** An entry of a menu: a page of the site (its route preloads its remote), or a link elsewhere. */
export type MenuItem = SitePage | MenuLink;

export const isLinkItem = (item: MenuLink | { path: string }): item is MenuLink => 'url' in item;

/**
 * The public menu as staff arranged it: its pages renamed and in their order, the hidden ones
 * left out, its links to other sites among them. A page the site has no route for is left out
 * too. Without an arrangement (never loaded, or its read failed) the sections' own menu.
 */
export function arrangedPublicMenu(
  pages: readonly SitePage[],
  navigation: Navigation | null | undefined,
): MenuItem[] {
  if (!navigation) return [...pages];
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return navigation.entries.flatMap((entry): MenuItem[] => {
    if (isMenuLink(entry)) return [{ url: entry.url, label: entry.label }];
    const page = byPath.get(entry.path);
    return page && !entry.hidden ? [{ ...page, label: entry.label }] : [];
  });
}
