import type { RuntimeConfig } from '@academy/contracts';
import { releaseIntegrity } from '../../src/features/remotes/releaseIntegrity';

// The shell's federation plugin for pinned releases: what the elements and requests it makes for
// the runtime carry, and how it hands out a module only once the browser took every file of it.

const RELEASE = 'https://cdn.example.org/academy/about/1.0.0';
const INTEGRITY = {
  'mf-manifest.json': `sha256-${'M'.repeat(43)}=`,
  'remoteEntry.js': `sha256-${'E'.repeat(43)}=`,
  'chunks/page.1a2b.js': `sha256-${'P'.repeat(43)}=`,
  'page.3c4d.css': `sha256-${'C'.repeat(43)}=`,
};
const config: Pick<RuntimeConfig, 'remotes' | 'releases'> = {
  remotes: {
    about: `${RELEASE}/mf-manifest.json`,
    home: '/remotes/home/mf-manifest.json',
    blog: 'https://cdn.example.org/academy/blog/2.0.0/mf-manifest.json',
  },
  releases: {
    about: { version: '1.0.0', arm: 'stable', digest: 'a'.repeat(64), integrity: INTEGRITY },
    home: { version: 'local', arm: 'stable' },
    // A release on another origin with no pin (made before pins): the server does not render it.
    blog: { version: '2.0.0', arm: 'canary' },
  },
};
const plugin = () => releaseIntegrity(config, 'https://dojo.example/about');

const scriptFor = (hooks: ReturnType<typeof plugin>, url: string, attrs?: Record<string, unknown>) =>
  hooks.createScript!({ url, attrs }) as HTMLScriptElement | undefined;
const linkFor = (hooks: ReturnType<typeof plugin>, url: string, attrs?: Record<string, unknown>) =>
  hooks.createLink!({ url, attrs }) as HTMLLinkElement | undefined;
const attributesOf = (element: Element | undefined) =>
  element && Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));
/** What the federation runtime would have passed to the page module's remote. */
const getExpose = (hooks: ReturnType<typeof plugin>, name = 'about') =>
  // The hook's type says void; the runtime awaits what it answers.
  Promise.resolve(
    hooks.beforeGetExpose!({ moduleInfo: { name } } as Parameters<
      NonNullable<typeof hooks.beforeGetExpose>
    >[0]),
  );

// jsdom has no fetch: the plugin's requests go to this stand-in.
const fetched = jest.fn(() => Promise.resolve(new Response('{}')));
beforeEach(() => {
  globalThis.fetch = fetched as unknown as typeof fetch;
});
afterEach(() => {
  document.head.innerHTML = '';
  fetched.mockClear();
});

test('a pinned release’s entry and chunks are scripts the browser runs only if they are the pinned files', () => {
  const hooks = plugin();
  expect(attributesOf(scriptFor(hooks, `${RELEASE}/remoteEntry.js`, { fetchpriority: 'high' }))).toEqual({
    fetchpriority: 'high',
    src: `${RELEASE}/remoteEntry.js`,
    integrity: INTEGRITY['remoteEntry.js'],
    crossorigin: 'anonymous',
  });
  expect(scriptFor(hooks, `${RELEASE}/chunks/page.1a2b.js`)?.getAttribute('integrity')).toBe(
    INTEGRITY['chunks/page.1a2b.js'],
  );
  // A file its pin does not list is checked against a hash no file has: refused, never run unchecked.
  expect(scriptFor(hooks, `${RELEASE}/chunks/other.js`)?.getAttribute('integrity')).toBe(
    `sha256-${'A'.repeat(43)}=`,
  );
});

test('a pinned release’s stylesheets are links the browser applies only if they are the pinned files', () => {
  expect(
    attributesOf(linkFor(plugin(), `${RELEASE}/page.3c4d.css`, { rel: 'stylesheet', type: 'text/css' })),
  ).toEqual({
    rel: 'stylesheet',
    type: 'text/css',
    href: `${RELEASE}/page.3c4d.css`,
    integrity: INTEGRITY['page.3c4d.css'],
    crossorigin: 'anonymous',
  });
});

test('a pinned release’s manifest is fetched with its integrity', async () => {
  await plugin().fetch!(`${RELEASE}/mf-manifest.json`, { method: 'GET' });
  expect(fetched).toHaveBeenCalledWith(`${RELEASE}/mf-manifest.json`, {
    method: 'GET',
    integrity: INTEGRITY['mf-manifest.json'],
  });
});

test('the files of a build on this site, or of a release without a pin, are left to the runtime as they are', () => {
  const hooks = plugin();
  for (const url of [
    'https://dojo.example/remotes/home/remoteEntry.js',
    '/remotes/home/remoteEntry.js',
    'https://cdn.example.org/academy/blog/2.0.0/remoteEntry.js',
  ]) {
    expect(scriptFor(hooks, url)).toBeUndefined();
    expect(linkFor(hooks, url.replace(/\.js$/, '.css'))).toBeUndefined();
  }
  expect(hooks.fetch!('/remotes/home/mf-manifest.json', {})).toBeUndefined();
  expect(fetched).not.toHaveBeenCalled();
});

test('every chunk of a pinned release’s module is loaded with the module, none left to the remote’s own loader', async () => {
  const preloadOps = [
    { nameOrAlias: 'about', exposes: ['Page'], resourceCategory: 'sync' as const },
    { nameOrAlias: 'blog', exposes: ['Page'], resourceCategory: 'sync' as const },
  ];
  await plugin().beforePreloadRemote!({ preloadOps } as Parameters<
    NonNullable<ReturnType<typeof plugin>['beforePreloadRemote']>
  >[0]);
  expect(preloadOps.map((op) => op.resourceCategory)).toEqual(['all', 'sync']);
});

describe('handing out a pinned release’s module', () => {
  it('waits until the browser took each of its files', async () => {
    const hooks = plugin();
    const script = scriptFor(hooks, `${RELEASE}/chunks/page.1a2b.js`)!;
    const link = linkFor(hooks, `${RELEASE}/page.3c4d.css`, { rel: 'stylesheet' })!;
    let handedOut = false;
    const waiting = getExpose(hooks).then(() => (handedOut = true));
    script.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(handedOut).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(handedOut).toBe(true);
  });

  it('tries a refused file once more, checked, and refuses the module when the browser refuses it again', async () => {
    const hooks = plugin();
    scriptFor(hooks, `${RELEASE}/chunks/page.1a2b.js`)!.dispatchEvent(new Event('error'));
    const refused = getExpose(hooks);
    await Promise.resolve();
    await Promise.resolve();
    const again = document.head.querySelector('script')!;
    expect(attributesOf(again)).toEqual({
      src: `${RELEASE}/chunks/page.1a2b.js`,
      integrity: INTEGRITY['chunks/page.1a2b.js'],
      crossorigin: 'anonymous',
    });
    again.dispatchEvent(new Event('error'));
    await expect(refused).rejects.toThrow(
      `${RELEASE}/chunks/page.1a2b.js is not the file pinned for about: the browser refused it`,
    );
  });

  it('hands out the module when the second try is taken (a network failure, not a changed file)', async () => {
    const hooks = plugin();
    scriptFor(hooks, `${RELEASE}/chunks/page.1a2b.js`)!.dispatchEvent(new Event('error'));
    const handedOut = getExpose(hooks);
    await Promise.resolve();
    await Promise.resolve();
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await expect(handedOut).resolves.toBeUndefined();
  });

  it('waits for nothing of another remote', async () => {
    const hooks = plugin();
    scriptFor(hooks, `${RELEASE}/chunks/page.1a2b.js`);
    await expect(getExpose(hooks, 'home')).resolves.toBeUndefined();
  });
});
