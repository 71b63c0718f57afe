export * from './contract';
export * from './pageRoute';
