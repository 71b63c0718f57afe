/** The public pages every visitor can reach from the navigation and the footer. */
export const PUBLIC_PAGE_PATHS = ['/', '/about', '/service', '/blog', '/contact', '/privacy-policy'];

/** The admin screens, one per section. */
export const ADMIN_SCREEN_PATHS = [
  '/admin/dashboard',
  '/admin/home',
  '/admin/about',
  '/admin/service',
  '/admin/blog',
  '/admin/contact',
];
