import type { SectionDefinition } from '@academy/contracts';

/**
 * The public page where a section's records show, which Preview opens: its first page, or the
 * home page for a section without pages of its own.
 */
export const sectionPage = (section: Pick<SectionDefinition, 'pages'>) => section.pages[0]?.path ?? '/';
