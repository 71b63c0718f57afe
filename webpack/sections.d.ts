// Types of sections.js, for the TypeScript that finds the sections by their folders too (tests).
export const SECTIONS_DIR: string;
/** The folders under remotes/ that hold a section.ts, sorted. */
export function sectionNames(): string[];
