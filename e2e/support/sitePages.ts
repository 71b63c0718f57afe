import type { SectionDefinition } from '@academy/contracts';
import { sectionNames } from '@academy/webpack-config/sections';

/** Every section of the site, found by its folder (remotes/<name>/section.ts), in the site's order. */
export const SECTIONS: SectionDefinition[] = sectionNames()
  .map(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found at run time, as the server finds them
    (name) => (require(`@academy/section-${name}/section`) as { default: SectionDefinition }).default,
  )
  .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

const hasLabel = (entry: { label?: string }) => !!entry.label;

/**
 * The public pages every visitor can reach from the navigation and the footer: the menu's, then
 * the pages the shell shows of a section's records (the privacy policy).
 */
export const PUBLIC_PAGE_PATHS = [
  ...SECTIONS.flatMap((section) => section.pages.filter(hasLabel).map((page) => page.path)),
  ...SECTIONS.flatMap((section) => section.pages.filter((page) => !page.expose).map((page) => page.path)),
];

/** The admin screens, one per section (the sidebar's). */
export const ADMIN_SCREEN_PATHS = SECTIONS.flatMap((section) =>
  section.screens.filter(hasLabel).map((screen) => `/admin/${screen.path}`),
);

/** A section's definition by its name. */
export function section(name: string): SectionDefinition {
  const found = SECTIONS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`There is no section ${name}`);
  return found;
}
