import type { SiteSection } from '@academy/contracts';

/**
 * The sections as the runtime config gives them to the shell (their routes; remotes/<name>/section.ts
 * declares them): the site the shell's tests run.
 */
export const SITE_SECTIONS: SiteSection[] = [
  {
    name: 'dashboard',
    order: 0,
    pages: [{ path: '/privacy-policy', datedBy: ['privacy'] }],
    screens: [
      { path: 'dashboard', expose: 'Page', label: 'Dashboard' },
      { path: 'privacy-policy', expose: 'Page' },
    ],
  },
  {
    name: 'home',
    order: 1,
    pages: [{ path: '/', expose: 'Page', label: 'Home' }],
    screens: [{ path: 'home', expose: 'Page', label: 'Home' }],
  },
  {
    name: 'about',
    order: 2,
    pages: [{ path: '/about', expose: 'Page', label: 'About' }],
    screens: [{ path: 'about', expose: 'Page', label: 'About' }],
  },
  {
    name: 'services',
    order: 3,
    pages: [{ path: '/service', expose: 'Page', label: 'Services' }],
    screens: [{ path: 'service', expose: 'Page', label: 'Services' }],
  },
  {
    name: 'blog',
    order: 4,
    pages: [
      { path: '/blog', expose: 'Page', label: 'Blog' },
      { path: '/blog/:id', expose: 'DetailPage' },
    ],
    screens: [
      { path: 'blog', expose: 'Page', label: 'Blog' },
      { path: 'blogs/:id/details', expose: 'DetailsEditorPage' },
    ],
  },
  {
    name: 'contact',
    order: 5,
    pages: [{ path: '/contact', expose: 'Page', label: 'Contact' }],
    screens: [{ path: 'contact', expose: 'Page', label: 'Contact' }],
  },
];
