import { type RemoteName, sitePaths } from '@academy/contracts';

/** A page reached from a menu: the menu, the route table and the preloading all read these. */
export interface SitePage {
  label: string;
  path: string;
  /** The remote whose './Page' fills the page. */
  remote: RemoteName;
}

export const PUBLIC_PAGES: readonly SitePage[] = [
  { label: 'Home', path: sitePaths.home, remote: 'home' },
  { label: 'About', path: sitePaths.about, remote: 'about' },
  { label: 'Services', path: sitePaths.service, remote: 'services' },
  { label: 'Blog', path: sitePaths.blog, remote: 'blog' },
  { label: 'Contact', path: sitePaths.contact, remote: 'contact' },
];

export const ADMIN_PAGES: readonly SitePage[] = [
  { label: 'Dashboard', path: '/admin/dashboard', remote: 'admin-dashboard' },
  { label: 'Home', path: '/admin/home', remote: 'admin-home' },
  { label: 'About', path: '/admin/about', remote: 'admin-about' },
  { label: 'Services', path: '/admin/service', remote: 'admin-services' },
  { label: 'Blog', path: '/admin/blog', remote: 'admin-blog' },
  { label: 'Contact', path: '/admin/contact', remote: 'admin-contact' },
];

export const PRIVACY_POLICY_PATH = sitePaths.privacyPolicy;
export const ADMIN_HOME_PATH = '/admin/dashboard';
export const ADMIN_LOGIN_PATH = '/admin/login';
