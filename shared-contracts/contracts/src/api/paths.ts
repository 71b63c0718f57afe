export { API_PREFIX } from './prefix';

/** Where the server publishes the shell's runtime configuration (remote registry, API origin). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Where uploaded files are served from. */
export const UPLOADS_PATH = '/uploads';

/** The sign-in paths below `API_PREFIX`: the platform's own (a section's are in its definition). */
export const authPaths = {
  login: '/auth/login',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
} as const;
