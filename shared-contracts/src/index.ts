export * from './runtime/index';
