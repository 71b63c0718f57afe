// The public pages' building blocks, and the page contract made into routes. Bundled into each
// app that uses them (not shared at run time), so a page always gets the version it was built
// with. No editor code lives here: the admin kit is @academy/admin-kit, which no public page
// imports.
export * from './ActionLink';
export * from './browserWriter';
export * from './CardGrid';
export * from './formRefusal';
export * from './Hero';
export * from './HighlightSection';
export * from './images';
export * from './PageSection';
export * from './PageStatus';
export * from './Picture';
export * from './SectionUnavailable';
export * from './StatusMessage';
export * from './VisuallyHidden';
export * from './pageRoute';
