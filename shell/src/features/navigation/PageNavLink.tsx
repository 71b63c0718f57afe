import { NavLink } from 'react-router-dom';
import { preloadRemoteModule } from '../remotes/loadRemoteModule';
import type { SitePage } from './sitePages';

interface PageNavLinkProps {
  page: SitePage;
  className: string;
  activeClassName: string;
  onClick?: () => void;
}

/** A menu entry that starts loading its page's remote as soon as the user points at it. */
export function PageNavLink({ page, className, activeClassName, onClick }: PageNavLinkProps) {
  const preload = () => preloadRemoteModule(page.remote, page.expose);
  return (
    <NavLink
      to={page.path}
      // '/' would otherwise be active on every page.
      end={page.path === '/'}
      className={({ isActive }) => (isActive ? `${className} ${activeClassName}` : className)}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={onClick}
    >
      {page.label}
    </NavLink>
  );
}
