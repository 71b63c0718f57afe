// The one part of the contracts that must exist once per page: the API client (configured with
// the deployment's origin, carrying the session's token), the stores of the session and the
// settings, and the shell router's hooks. It is the federation singleton `shared-contracts`;
// every other part is bundled into each app that uses it. Other parts reach it by the package name, never by a relative path, so
// that the federation can hand every app this one instance (see the lint rule).
export * from './client';
export * from './stores/session';
export * from './stores/settings';
export * from './router';
