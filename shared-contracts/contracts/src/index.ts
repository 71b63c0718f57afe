// The contracts every app and the server share, with no React: the API's records and bodies as
// TypeBox schemas and the types derived from them, paths, limits, the catalogue's sentences, the
// format rules, and the page contract. Bundled (tree-shaken) into each app that uses them;
// compiled for Node for the server.
export * from './api/index';
export * from './format/index';
export * from './page';
export * from './schemas/index';
export * from './section';
export * from './sharedRecords';
export * from './siteFrame';
export * from './structuredData';
