export { API_PREFIX } from './prefix';

/** Where the server publishes the shell's runtime configuration (remote registry, API origin). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Where uploaded files are served from. */
export const UPLOADS_PATH = '/uploads';

/** Paths below `API_PREFIX`, one place for the pages and the server alike. */
export const apiPaths = {
  auth: {
    login: '/auth/login',
    logout: '/auth/logout',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
  },
  dashboard: {
    hero: '/dashboard/hero',
    privacy: '/dashboard/privacy',
  },
  contact: {
    hero: '/contact/hero',
    contacts: '/contact/contacts',
    submit: '/contact/contacts/submit',
    submissions: '/contact/contacts/submissions',
    /** Every submission as a CSV file (admin only; an addition to the spec). */
    submissionsCsv: '/contact/contacts/submissions.csv',
    submission: (id: string) => `/contact/contacts/submissions/${encodeURIComponent(id)}`,
  },
  home: {
    hero: '/home/hero',
    aboutus: '/home/aboutus',
    whychooseus: '/home/whychooseus',
    service: '/home/service',
    blog: '/home/blog',
    gallery: '/home/gallery',
    galleryImage: (id: string) => `/home/gallery/${encodeURIComponent(id)}`,
  },
  about: {
    hero: '/about/hero',
    aboutus: '/about/aboutus',
    whychooseus: '/about/whychooseus',
    team: '/about/team',
    teamMember: (id: string) => `/about/team/${encodeURIComponent(id)}`,
  },
  service: {
    hero: '/service/hero',
    services: '/service/services',
    serviceItem: (id: string) => `/service/services/${encodeURIComponent(id)}`,
  },
  blog: {
    hero: '/blog/hero',
    blogs: '/blog/blogs',
    blogItem: (id: string) => `/blog/blogs/${encodeURIComponent(id)}`,
    detailed: '/blog/detailed',
    detailedItem: (id: string) => `/blog/detailed/${encodeURIComponent(id)}`,
    detailedMedia: (id: string, mediaId: string) =>
      `/blog/detailed/${encodeURIComponent(id)}/media/${encodeURIComponent(mediaId)}`,
  },
} as const;
