import { SERVER_STATE_ID, type PageRender, heroImagePreload, type DocumentParts } from '@academy/contracts';
import { inlineStartScript, pageDocument } from '../src/document';

/** The shell build's part, as its document.json gives it. */
const PARTS: DocumentParts = {
  staticHead: ['<meta name="viewport" content="width=device-width, initial-scale=1" />'],
  title: 'Karate Academy',
  description: 'Karate classes for children and adults.',
  stylesheets: ['main.5e6f7a8b.css'],
  startScript: { src: '/start.def.js', app: '/main.abc.js' },
};

const page = (
  overrides: Partial<Extract<PageRender, { kind: 'page' }>> = {},
): Extract<PageRender, { kind: 'page' }> => ({
  kind: 'page',
  status: 200,
  html: '<main><h1>Train with us</h1></main>',
  hydration: { loaderData: { page: { hero: 'x' } }, actionData: null, errors: null },
  title: 'Train with us | Kensho Dojo',
  meta: { title: 'Train with us', description: 'Classes for every age.', image: '/uploads/hero.webp' },
  siteName: 'Kensho Dojo',
  remotes: [],
  complete: true,
  ...overrides,
});

const render = (rendered = page(), overrides?: Record<string, string>) =>
  pageDocument(PARTS, {
    page: rendered,
    state: { config: { apiOrigin: '', remotes: {}, sections: [], overrides }, hydration: rendered.hydration },
    publicUrl: 'https://dojo.example',
    path: '/about?utm=x',
    stylesheets: [
      {
        href: '/remotes/about/__federation_expose_Page.1a2b3c4d.css',
        chunk: '__federation_expose_Page.1a2b3c4d.css',
      },
    ],
    heroImage: heroImagePreload(rendered.meta.image, ''),
  });

test('the page’s title and description replace the built-in ones, with canonical and preview tags', () => {
  const html = render();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain('<title>Train with us | Kensho Dojo</title>');
  expect(html).not.toContain('The built-in one.');
  expect(html).toContain('<meta name="description" content="Classes for every age." />');
  expect(html).toContain('<link rel="canonical" href="https://dojo.example/about" />');
  expect(html).toContain('<meta property="og:image" content="https://dojo.example/uploads/hero.webp" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toContain('<meta property="og:site_name" content="Kensho Dojo" />');
  expect(html).toContain('<link rel="preload" as="image" href="/uploads/hero.webp" fetchpriority="high" />');
  expect(html).toContain(
    '<link rel="stylesheet" href="/remotes/about/__federation_expose_Page.1a2b3c4d.css" data-href="__federation_expose_Page.1a2b3c4d.css" />',
  );
  expect(html).toContain('<div id="root"><main><h1>Train with us</h1></main></div>');
});

test('a search title staff wrote is the shared card’s title too; the document’s title is given whole', () => {
  const html = render(
    page({
      title: 'Karate for kids near you',
      meta: { ...page().meta, searchTitle: 'Karate for kids near you' },
    }),
  );
  expect(html).toContain('<title>Karate for kids near you</title>');
  expect(html).toContain('<meta property="og:title" content="Karate for kids near you" />');
  expect(html).toContain('<meta name="twitter:title" content="Karate for kids near you" />');
  expect(render()).toContain('<meta property="og:title" content="Train with us" />');
});

test('what the shared picture shows is read with the card, when staff described it', () => {
  const described = render(page({ meta: { ...page().meta, imageAlt: 'Children bow to their sensei' } }));
  expect(described).toContain('<meta property="og:image:alt" content="Children bow to their sensei" />');
  expect(described).toContain('<meta name="twitter:image:alt" content="Children bow to their sensei" />');
  expect(render()).not.toContain('image:alt');
});

test('texts from the content cannot break out of the head or the state element', () => {
  const hostile = '"/><script>alert(1)</script> $& </script>';
  const html = render(
    page({
      // A page with a slot left to the browser: it carries its state.
      complete: false,
      title: hostile,
      meta: { title: hostile, description: hostile },
      hydration: { loaderData: { page: { text: hostile, line: '\u2028' } }, actionData: null, errors: null },
    }),
  );
  expect(html).not.toContain('<script>alert(1)</script>');
  const state = html.match(
    new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([^<]*)</script>`),
  );
  expect(state).not.toBeNull();
  expect(JSON.parse(state![1]).hydration.loaderData.page).toEqual({ text: hostile, line: '\u2028' });
  // The replacement patterns of String.replace ($&) are kept as they are.
  expect(html).toContain('&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &lt;/script&gt;');
});

test('the canonical and preview addresses are the site’s public address, whatever path was asked for', () => {
  const html = pageDocument(PARTS, {
    page: page(),
    state: { config: { apiOrigin: '', remotes: {}, sections: [] }, hydration: page().hydration },
    publicUrl: 'https://dojo.example',
    path: '//evil.example/about',
    stylesheets: [],
  });
  expect(html).toContain('<link rel="canonical" href="https://dojo.example/evil.example/about" />');
  expect(html).toContain('<meta property="og:url" content="https://dojo.example/evil.example/about" />');
  expect(html).not.toMatch(/="(?:https?:)?\/\/evil\.example/);
});

test('the hero’s preload comes after the viewport meta, before the scripts and stylesheets', () => {
  const html = render();
  const preload = html.indexOf('<link rel="preload" as="image"');
  // Before the viewport meta, a phone measured the preload's sizes at the default width and
  // fetched the widest copy as well as its own.
  expect(preload).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
  expect(html.indexOf('<meta name="viewport"')).toBeGreaterThan(html.indexOf('<meta charset="utf-8" />'));
  expect(preload).toBeLessThan(html.indexOf('<script defer'));
  expect(preload).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  expect(html.match(/rel="preload"/g)).toHaveLength(1);
});

test('a hero stored with narrower copies is preloaded with the candidates and sizes of its img', () => {
  const stem = '0123456789abcdef0123456789abcdef';
  const html = render(
    page({ meta: { title: 'Home', description: 'Karate.', image: `/uploads/${stem}-2400x1350.webp` } }),
  );
  const candidates = [480, 960, 1600].map((width) => `/uploads/${stem}-${width}w.webp ${width}w`);
  expect(html).toContain(
    `<link rel="preload" as="image" href="/uploads/${stem}-2400x1350.webp" imagesrcset="${[
      ...candidates,
      `/uploads/${stem}-2400x1350.webp 2400w`,
    ].join(', ')}" imagesizes="100vw" fetchpriority="high" />`,
  );
});

test('a page without a picture gets the small preview card and no preload', () => {
  const html = render(page({ meta: { title: 'Privacy Policy', description: 'How we use your data.' } }));
  expect(html).toContain('<meta name="twitter:card" content="summary" />');
  expect(html).not.toContain('og:image');
  expect(html).not.toContain('rel="preload"');
});

test('the document holds the build’s static head, its stylesheets and its start script, once each', () => {
  const html = render();
  expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
  expect(html).toContain('<link rel="stylesheet" href="/main.5e6f7a8b.css" data-href="main.5e6f7a8b.css" />');
  expect(html.match(/<script defer src="\/start\.def\.js" data-app="\/main\.abc\.js"/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
});

test('a page that waits for its app carries no state (the app fetches it); any other page carries it', () => {
  const stateElement = `<script type="application/json" id="${SERVER_STATE_ID}">`;
  expect(render()).not.toContain(stateElement);
  expect(render()).not.toContain('"loaderData"');
  const slotLeftToTheBrowser = render(page({ complete: false }));
  expect(slotLeftToTheBrowser).toContain(stateElement);
  expect(slotLeftToTheBrowser).toContain(
    '{"config":{"apiOrigin":"","remotes":{},"sections":[]},"hydration":',
  );
  expect(render(page(), { about: 'http://localhost:3001/mf-manifest.json' })).toContain(stateElement);
});

test('a page rendered whole waits for the app until a visitor needs it; any other page starts it after its paint', () => {
  const startScript = (html: string) => /<script defer src="\/start\.def\.js"[^>]*>/.exec(html)?.[0];
  expect(startScript(render())).toBe(
    '<script defer src="/start.def.js" data-app="/main.abc.js" data-start="when-needed">',
  );
  expect(startScript(render(page({ complete: false })))).toBe(
    '<script defer src="/start.def.js" data-app="/main.abc.js">',
  );
  expect(startScript(render(page(), { about: 'http://localhost:3001/mf-manifest.json' }))).toBe(
    '<script defer src="/start.def.js" data-app="/main.abc.js">',
  );
});

test('with the build’s code, the start script is written into the page: no request before its paint', () => {
  const code = 'document.documentElement.dataset.started="yes"';
  const parts = { ...PARTS, startScript: { ...PARTS.startScript!, code } };
  const rendered = page();
  const document = {
    page: rendered,
    state: { config: { apiOrigin: '', remotes: {}, sections: [] }, hydration: rendered.hydration },
    publicUrl: 'https://dojo.example',
    path: '/about',
    stylesheets: [],
  };
  const html = pageDocument(parts, document);
  expect(html).toContain(`<script data-app="/main.abc.js" data-start="when-needed">${code}</script>`);
  expect(html).not.toContain('/start.def.js');
  expect(inlineStartScript(parts, document)).toBe(code);
  // A preview's page holds no script at all.
  const preview = { ...document, preview: { expiresAt: '2026-12-01T00:00:00.000Z' } };
  expect(pageDocument(parts, preview)).not.toContain('<script');
  expect(inlineStartScript(parts, preview)).toBeUndefined();
});

test('with its CSS inline, the head holds it, and each stylesheet only as a disabled link its loaders find', () => {
  const rendered = page();
  const html = pageDocument(PARTS, {
    page: rendered,
    state: { config: { apiOrigin: '', remotes: {}, sections: [] }, hydration: rendered.hydration },
    publicUrl: 'https://dojo.example',
    path: '/about',
    stylesheets: [
      {
        href: '//dojo.example/remotes/about/__federation_expose_Page.1a2b3c4d.css',
        chunk: '__federation_expose_Page.1a2b3c4d.css',
      },
    ],
    css: 'main{color:navy}',
  });
  const [head, body] = html.split('</head>');
  expect(head.match(/<style>/g)).toHaveLength(1);
  // The rules first, then the names the CSS loaders look for (mini-css-extract's data-href, the
  // federation runtime's href), which no browser fetches.
  expect(head).toMatch(
    new RegExp(
      `<style>main\\{color:navy\\}</style>\\s*` +
        `<link rel="stylesheet" href="/main\\.5e6f7a8b\\.css" data-href="main\\.5e6f7a8b\\.css" disabled />\\s*` +
        `<link rel="stylesheet" href="//dojo\\.example/remotes/about/__federation_expose_Page\\.1a2b3c4d\\.css" data-href="__federation_expose_Page\\.1a2b3c4d\\.css" disabled />\\s*$`,
    ),
  );
  expect(head).not.toMatch(/rel="stylesheet"(?![^>]*disabled)/);
  expect(head).not.toContain('<script');
  // Nothing after the content is a stylesheet: no sheet arrives after the first paint.
  expect(body).not.toContain('rel="stylesheet"');
});

test('without its CSS (a sheet that could not be read) the stylesheets are linked in the head and no style element is written', () => {
  const [head, body] = render().split('</head>');
  expect(head.match(/rel="stylesheet"/g)).toHaveLength(2);
  expect(body).not.toContain('rel="stylesheet"');
  expect(head + body).not.toContain('<style');
});

test('a hero with AVIF twins is preloaded as AVIF, which a browser that cannot show it skips', () => {
  const stem = '0123456789abcdef0123456789abcdef';
  const html = render(
    page({ meta: { title: 'Home', description: 'Karate.', image: `/uploads/${stem}-1600x900-avif.webp` } }),
  );
  const candidates = [`/uploads/${stem}-480w.avif 480w`, `/uploads/${stem}-960w.avif 960w`];
  expect(html).toContain(
    `<link rel="preload" as="image" href="/uploads/${stem}-1600x900.avif" imagesrcset="${[
      ...candidates,
      `/uploads/${stem}-1600x900.avif 1600w`,
    ].join(', ')}" imagesizes="100vw" type="image/avif" fetchpriority="high" />`,
  );
});

describe('structured data and indexing', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
      JSON.parse(match[1]),
    );

  test('each object of the page’s structured data is a JSON-LD data block in the head', () => {
    const place = {
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Kensho Dojo',
    };
    const event = { '@context': 'https://schema.org', '@type': 'Event', name: 'Winter Grading' };
    const html = render(page({ meta: { ...page().meta, structuredData: [place, event] } }));
    expect(jsonLd(html)).toEqual([place, event]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(jsonLd(head)).toHaveLength(2);
    // A data block: its type is no JavaScript MIME type, so no browser runs it and the CSP's
    // script-src (which allows no inline code but the start script's hash) has no say over it.
    expect(html).not.toMatch(/<script type="(text|application)\/(java|ecma)script"/);
    expect(jsonLd(render())).toEqual([]);
  });

  test('texts in the structured data cannot close its element, and read back the same', () => {
    const hostile = '</script><script>alert(1)</script> & <!-- \u2028';
    const html = render(page({ meta: { ...page().meta, structuredData: [{ name: hostile }] } }));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<!--');
    expect(jsonLd(html)).toEqual([{ name: hostile }]);
  });

  test('a page that asks for it, or shows one visitor’s own data, is kept out of search indexes', () => {
    const robots = '<meta name="robots" content="noindex, nofollow" />';
    expect(render()).not.toContain(robots);
    expect(render(page({ meta: { ...page().meta, noindex: true } }))).toContain(robots);
    expect(render(page({ meta: { ...page().meta, personal: true } }))).toContain(robots);
  });
});

test('a page’s feeds are alternate links in the head, at the site’s address', () => {
  const feeds = [{ title: 'Blog posts & news', href: '/blog/feed.xml' }];
  const html = render(page({ meta: { ...page().meta, feeds } }));
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(
    '<link rel="alternate" type="application/rss+xml" title="Blog posts &amp; news" href="https://dojo.example/blog/feed.xml" />',
  );
  expect(render()).not.toContain('application/rss+xml');
});
