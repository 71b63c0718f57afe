// The part of the contracts with no browser code: what the server imports.
export * from './entities';
export * from './contentReader';
export * from './envelope';
export * from './fieldNames';
export * from './limits';
export * from './mapEmbed';
export * from './messages';
export * from './paths';
export * from './remotes';
export * from './requests';
export * from './serverRendering';
export * from './site';
export * from './sitePaths';
