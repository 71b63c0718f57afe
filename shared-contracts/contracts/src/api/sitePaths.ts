/** The public pages' paths: the shell routes to them, the server lists them in the sitemap. */
export const sitePaths = {
  home: '/',
  about: '/about',
  service: '/service',
  blog: '/blog',
  blogPost: (id: string) => `/blog/${encodeURIComponent(id)}`,
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
} as const;

/** The content area: nothing below it is public, so robots.txt keeps crawlers out. */
export const ADMIN_AREA_PATH = '/admin';
