// The API's records and request bodies as TypeBox schemas: the server validates and serialises
// with them, and the pages' types (shared-contracts/api) are derived from them, so the contract
// is written once. Only the server imports these values; the pages import types only.
export * from './content';
export * from './envelope';
export * from './fields';
