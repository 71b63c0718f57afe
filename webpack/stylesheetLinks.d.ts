/** The CSS files of a build that its index.html links, one per content hash. */
export function stylesheetLinks(assetNames: string[]): string[];
