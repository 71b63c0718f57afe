import type { SectionDefinition, SiteSection } from '@academy/contracts';
import { siteSection } from '@academy/contracts';
import { sectionNames } from '@academy/webpack-config/sections';

/**
 * The sections as the runtime config gives them to the shell (their routes), read from every
 * remotes/<name>/section.ts as the server reads them: the site the shell's tests run.
 */
export const SITE_SECTIONS: SiteSection[] = sectionNames().map((name: string) =>
  siteSection(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found by their folders, as the server finds them
    (require(`@academy/section-${name}/section`) as { default: SectionDefinition }).default,
  ),
);
