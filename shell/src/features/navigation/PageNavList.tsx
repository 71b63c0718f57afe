import { PageNavLink } from './PageNavLink';
import { type MenuItem, isLinkItem } from './menuEntries';

interface PageNavListProps {
  pages: readonly MenuItem[];
  classNames: { list: string; link: string; active: string };
  /** Called when an entry is chosen, e.g. to close a drawer or menu. */
  onNavigate: () => void;
}

/**
 * The entries of a menu (the public navigation, the admin sidebar), each page preloading its
 * remote; a link to another site is a plain one.
 */
export function PageNavList({ pages, classNames, onNavigate }: PageNavListProps) {
  return (
    <ul className={classNames.list}>
      {pages.map((entry) => (
        <li key={isLinkItem(entry) ? entry.url : entry.path}>
          {isLinkItem(entry) ? (
            <a href={entry.url} className={classNames.link}>
              {entry.label}
            </a>
          ) : (
            <PageNavLink
              page={entry}
              className={classNames.link}
              activeClassName={classNames.active}
              onClick={onNavigate}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
