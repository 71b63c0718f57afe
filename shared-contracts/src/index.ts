export * from './api/index';
export * from './api/client';
export * from './stores/session';
export * from './stores/settings';
export * from './format/date';
export * from './format/excerpt';
export * from './format/imageUrl';
export * from './format/status';
