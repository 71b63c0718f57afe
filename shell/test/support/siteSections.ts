import type { SectionDefinition, SiteSection } from '@academy/contracts';
import { screenShownTo, siteSection } from '@academy/contracts';
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

const inSiteOrder = [...SITE_SECTIONS].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

/**
 * The navigation's entries (label and path) as the sections declare them, in the site's order:
 * the five original pages, and any page a section added (whose team adds no line to the shell's tests).
 */
export const NAVIGATION_PAGES = inSiteOrder.flatMap((section) =>
  section.pages.flatMap((page) => (page.label ? [[page.label, page.path] as const] : [])),
);

/** The sidebar's entries of the content sections (every section but the dashboard) that editors see, as declared. */
export const CONTENT_SCREENS = inSiteOrder
  .filter((section) => section.name !== 'dashboard')
  .flatMap((section) =>
    section.screens.flatMap((screen) =>
      screen.label && screenShownTo(screen, 'editor')
        ? [[screen.label, `/admin/${screen.path}`] as const]
        : [],
    ),
  );
