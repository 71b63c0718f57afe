import type { PageDocument } from './document';

/**
 * The page's Speculation Rules: Chromium prerenders a page of the site a visitor shows they are
 * about to open (moderate eagerness: the pointer rests on its link, or a finger or button goes
 * down on it), so the click only shows a page already laid out. Only the sections' own page
 * routes qualify (`pagePaths`, in the routes' syntax, which URL patterns share: `/blog/:id`), at
 * this origin and without a query: never the admin area, an API or a file, a form's answer (a
 * POST, which no rule can prerender), nor a link with a query (a search, a booking's token, a
 * mailed link that may change something). A prerender is a GET the server answers from its kept
 * pages, and the start script neither starts the app nor counts a view until the page is shown
 * (shell/src/start.ts). See docs/decisions/0164-prerender-public-pages.md.
 */
export function speculationRules(pagePaths: readonly string[]): string {
  const rules = {
    prerender: [
      {
        where: { href_matches: pagePaths.map((pathname) => ({ pathname, search: '' })) },
        eagerness: 'moderate',
      },
    ],
  };
  // JSON that cannot close its element: `<` only ever comes from a route's name, yet costs nothing.
  return JSON.stringify(rules).replace(/</g, '\\u003c');
}

/**
 * The rules the page holds inline, for the answer's CSP to allow by their hash: none on a
 * preview's page, whose links lead out of the preview.
 */
export const inlineSpeculationRules = (document: PageDocument) =>
  document.preview ? undefined : document.speculationRules;

/** The rules' element, for the end of the body: nothing on the page waits for it. */
export function speculationRulesTag(document: PageDocument): string[] {
  const rules = inlineSpeculationRules(document);
  return rules === undefined ? [] : [`    <script type="speculationrules">${rules}</script>`];
}
