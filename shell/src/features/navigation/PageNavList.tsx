import { PageNavLink } from './PageNavLink';
import type { SitePage } from './sitePages';

interface PageNavListProps {
  pages: readonly SitePage[];
  classNames: { list: string; link: string; active: string };
  /** Called when an entry is chosen, e.g. to close a drawer or menu. */
  onNavigate: () => void;
}

/** The entries of a menu (the public navigation, the admin sidebar), each preloading its page. */
export function PageNavList({ pages, classNames, onNavigate }: PageNavListProps) {
  return (
    <ul className={classNames.list}>
      {pages.map((page) => (
        <li key={page.path}>
          <PageNavLink
            page={page}
            className={classNames.link}
            activeClassName={classNames.active}
            onClick={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}
