/**
 * Every call of the site goes below this prefix, on the API origin. A file of its own: the
 * runtime's client needs only this, so adding an API path does not change the runtime.
 */
export const API_PREFIX = '/v1/api/admin';
