import { pathParam } from './pathParam';

export { API_PREFIX } from './prefix';

/** Where the server publishes the shell's runtime configuration (remote registry, API origin). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Where uploaded files are served from. */
export const UPLOADS_PATH = '/uploads';

/** DELETE (admin): erases a stored file for good, from every revision, draft and trash entry too. */
export const eraseUploadPath = (fileName: string) => `/admin/uploads/${pathParam(fileName)}`;
