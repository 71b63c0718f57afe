// The public pages' building blocks. Bundled into each app that uses them (not shared at run
// time), so a page always gets the version it was built with. No editor code lives here: the
// admin kit is shared-contracts/admin, which no public page imports.
export * from './ActionLink';
export * from './CardGrid';
export * from './Hero';
export * from './HighlightSection';
export * from './PageSection';
export * from './PageStatus';
export * from './SectionUnavailable';
export * from './StatusMessage';
export * from './VisuallyHidden';
