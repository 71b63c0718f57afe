import type { DocumentParts, PageRender } from '@academy/contracts';
import { type PageDocument, pageDocument } from '../src/document';
import { inlineSpeculationRules, speculationRules } from '../src/speculationRules';

const PARTS: DocumentParts = {
  staticHead: [],
  title: 'Karate Academy',
  description: 'Karate classes.',
  stylesheets: [],
  startScript: { src: '/start.def.js', app: '/main.abc.js', code: 'void 0' },
};

const PAGE_PATHS = ['/', '/about', '/blog', '/blog/:id'];

const pageOf = (extra: Partial<PageDocument> = {}): PageDocument => {
  const page: Extract<PageRender, { kind: 'page' }> = {
    kind: 'page',
    status: 200,
    html: '<main><a href="/blog">Blog</a></main>',
    hydration: { loaderData: {}, actionData: null, errors: null },
    title: 'About',
    meta: { title: 'About', description: 'About us.' },
    siteName: 'Kensho Dojo',
    remotes: [],
    complete: true,
  };
  return {
    page,
    state: { config: { apiOrigin: '', remotes: {}, sections: [] }, hydration: page.hydration },
    publicUrl: 'https://dojo.example',
    path: '/about',
    stylesheets: [],
    speculationRules: speculationRules(PAGE_PATHS),
    ...extra,
  };
};

/** The rule sets the page holds, as the browser reads them. */
const rulesIn = (html: string) =>
  Array.from(html.matchAll(/<script type="speculationrules">(.*?)<\/script>/g), ([, json]) =>
    JSON.parse(json),
  );

test('a page prerenders the sections’ pages at moderate eagerness, each only at this origin and without a query', () => {
  expect(rulesIn(pageDocument(PARTS, pageOf()))).toEqual([
    {
      prerender: [
        {
          where: {
            href_matches: [
              { pathname: '/', search: '' },
              { pathname: '/about', search: '' },
              { pathname: '/blog', search: '' },
              { pathname: '/blog/:id', search: '' },
            ],
          },
          eagerness: 'moderate',
        },
      ],
    },
  ]);
});

test('the rules come after the page and before the start script, which nothing waits for either', () => {
  const html = pageDocument(PARTS, pageOf());
  const rules = html.indexOf('<script type="speculationrules">');
  expect(rules).toBeGreaterThan(html.indexOf('<div id="root">'));
  expect(rules).toBeLessThan(html.indexOf('<script data-app='));
});

test('a preview’s page, whose links lead out of the preview, and a renderer given no pages carry no rules', () => {
  const preview = pageOf({ preview: { expiresAt: '2030-01-01T00:00:00.000Z' } });
  expect(rulesIn(pageDocument(PARTS, preview))).toEqual([]);
  expect(inlineSpeculationRules(preview)).toBeUndefined();
  expect(rulesIn(pageDocument(PARTS, pageOf({ speculationRules: undefined })))).toEqual([]);
});

test('what the CSP allows by its hash is the element’s text exactly, and no route name can close it', () => {
  const document = pageOf({ speculationRules: speculationRules(['/</script><script>alert(1)']) });
  const html = pageDocument(PARTS, document);
  expect(html).toContain(`<script type="speculationrules">${inlineSpeculationRules(document)}</script>`);
  expect(html).not.toContain('</script><script>alert');
  expect(rulesIn(html)[0].prerender[0].where.href_matches[0].pathname).toBe('/</script><script>alert(1)');
});
