import { type PageRender, type RuntimeConfig, healthReleases, type DocumentParts } from '@academy/contracts';
import { pageDocument } from '../src/document';

// The releases of a page's remotes on its start script's tag, which the start script's health
// report reads (shell/src/start.ts).

const PARTS: DocumentParts = {
  staticHead: [],
  title: 'Karate Academy',
  description: 'Karate classes for children and adults.',
  stylesheets: [],
  startScript: { src: '/start.def.js', app: '/main.abc.js', code: '(()=>{})()' },
};

const config: RuntimeConfig = {
  apiOrigin: '',
  sections: [],
  remotes: {
    home: '/remotes/home/mf-manifest.json',
    about: 'https://cdn.example.org/academy/about/1.2.0-abc/mf-manifest.json',
    blog: '/releases/blog/2.0.0-def/mf-manifest.json',
  },
  releases: {
    home: { version: 'local', arm: 'stable' },
    about: { version: '1.2.0-abc', arm: 'canary', digest: 'a'.repeat(64) },
    blog: { version: '2.0.0-def', arm: 'stable' },
  },
};

const pageWith = (remotes: string[], runtime: RuntimeConfig = config) => {
  const page: Extract<PageRender, { kind: 'page' }> = {
    kind: 'page',
    status: 200,
    html: '<main><h1>About</h1></main>',
    hydration: { loaderData: {}, actionData: null, errors: null },
    title: 'About',
    meta: { title: 'About', description: '' },
    siteName: 'Kensho Dojo',
    remotes: remotes.map((remote) => ({ remote, expose: 'Page' })),
    complete: true,
  };
  return pageDocument(PARTS, {
    page,
    state: { config: runtime, hydration: page.hydration },
    publicUrl: 'https://dojo.example',
    path: '/about',
    stylesheets: [],
  });
};
const startScriptTag = (html: string) => /<script data-app[^>]*>/.exec(html)?.[0];

test("the start script's tag names each rendered remote's release, arm and folder", () => {
  expect(startScriptTag(pageWith(['about', 'about']))).toBe(
    '<script data-app="/main.abc.js" data-start="when-needed" data-releases="about 1.2.0-abc canary https://cdn.example.org/academy/about/1.2.0-abc/">',
  );
  expect(healthReleases(config, ['home', 'blog'])).toBe(
    'home local stable /remotes/home/ blog 2.0.0-def stable /releases/blog/2.0.0-def/',
  );
});

test('a page with no remote, a release preview and a config without releases name none', () => {
  const preview = {
    ...config,
    releasePreview: { remote: 'about', version: '1.2.0-abc', expiresAt: '2030-01-01T00:00:00.000Z' },
  };
  const withoutReleases = { ...config, releases: undefined };
  for (const html of [pageWith([]), pageWith(['about'], preview), pageWith(['about'], withoutReleases)]) {
    expect(startScriptTag(html)).toBe('<script data-app="/main.abc.js" data-start="when-needed">');
  }
});

test('a remote an administrator pointed at a dev server is left out (it is no release), the others named', () => {
  const overridden = { ...config, overrides: { about: 'http://localhost:3001/mf-manifest.json' } };
  expect(healthReleases(overridden, ['about', 'home'])).toBe('home local stable /remotes/home/');
});
