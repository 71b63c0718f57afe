// The one part of the front end that must exist once per page: the API client (configured with
// the deployment's origin, carrying the session's token), the stores of the session and the
// settings, the failures of content reads, and the shell router's hooks. It is the federation
// singleton `@academy/runtime`, shared with `requiredVersion: ^<its package version>`; every
// other package is bundled into each app that uses it.
export * from './client';
export * from './contentErrors';
export * from './stores/session';
export * from './stores/settings';
export * from './router';
