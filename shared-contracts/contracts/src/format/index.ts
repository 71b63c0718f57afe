// The format rules: pure functions, bundled into each app that uses them.
export * from './contactLinks';
export * from './date';
export * from './excerpt';
export * from './imageUrl';
export * from './responsiveImage';
export * from './slugs';
export * from './status';
export * from './markupText';
