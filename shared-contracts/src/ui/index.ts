export * from './Hero';
export * from './PageState';
export * from './StatusMessage';
export * from './useLoad';
