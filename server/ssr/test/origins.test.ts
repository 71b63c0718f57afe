import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchFromOrigin, releaseUrl } from '../src/origins';

// Where releases on other origins may be, and how their files are fetched: the one judgement and
// the one bounded fetch that the registry and server rendering both use.

describe('a release URL on another origin', () => {
  const prefixes = ['https://cdn.example.org/academy/', 'http://127.0.0.1:8081'];
  const refusalOf = (url: string) => {
    const judged = releaseUrl(url, prefixes);
    return 'refusal' in judged ? judged.refusal : undefined;
  };

  it('is taken under a prefix, as written', () => {
    for (const url of [
      'https://cdn.example.org/academy/about/1.0.0/mf-manifest.json',
      'http://127.0.0.1:8081/releases/about/1.0.0/mf-manifest.json',
    ]) {
      expect(releaseUrl(url, prefixes)).toEqual({ url: new URL(url) });
    }
  });

  it.each([
    [
      'https://cdn.example.org/academy\t/about/mf-manifest.json',
      '"https://cdn.example.org/academy\\t/about/mf-manifest.json" is not written as it is read (it holds a tab or a line break, which a URL parser drops): give the manifest\'s URL as it is.',
    ],
    [
      'https://cdn.example.org/academy/\n/about/mf-manifest.json',
      '"https://cdn.example.org/academy/\\n/about/mf-manifest.json" is not written as it is read (it holds a tab or a line break, which a URL parser drops): give the manifest\'s URL as it is.',
    ],
    [
      'https://cdn.example.org/academy\\..\\other/mf-manifest.json',
      '"https://cdn.example.org/academy\\\\..\\\\other/mf-manifest.json" is not written as it is read (it holds a backslash, which a URL parser reads as a slash): give the manifest\'s URL as it is.',
    ],
    [
      'https://cdn.example.org/academy/%2E%2e/other/mf-manifest.json',
      '"https://cdn.example.org/academy/%2E%2e/other/mf-manifest.json" is not written as it is read (it holds an encoded dot, slash or backslash (%2e, %2f, %5c), which servers may decode): give the manifest\'s URL as it is.',
    ],
    [
      'https://cdn.example.org/academy/..%2fother/mf-manifest.json',
      '"https://cdn.example.org/academy/..%2fother/mf-manifest.json" is not written as it is read (it holds an encoded dot, slash or backslash (%2e, %2f, %5c), which servers may decode): give the manifest\'s URL as it is.',
    ],
    [
      'https://cdn.example.org/academy/./../other/mf-manifest.json',
      '"https://cdn.example.org/academy/./../other/mf-manifest.json" is not written as it is read (it reads as https://cdn.example.org/other/mf-manifest.json): give the manifest\'s URL as it is.',
    ],
    [
      'https://cdn.example.org/other/mf-manifest.json',
      'https://cdn.example.org/other/mf-manifest.json is outside https://cdn.example.org/academy/, where remotes may be loaded from on https://cdn.example.org (REMOTE_ORIGINS).',
    ],
    [
      'https://cdn.example.org/academy-two/mf-manifest.json',
      'https://cdn.example.org/academy-two/mf-manifest.json is outside https://cdn.example.org/academy/, where remotes may be loaded from on https://cdn.example.org (REMOTE_ORIGINS).',
    ],
    [
      'http://127.0.0.1:80811/mf-manifest.json',
      '"http://127.0.0.1:80811/mf-manifest.json" is not a manifest URL: give a path on this site or an http(s) URL.',
    ],
    [
      'https://evil.example/academy/mf-manifest.json',
      'https://evil.example is not an origin remotes may be loaded from (this site or https://cdn.example.org/academy/, http://127.0.0.1:8081): add it to REMOTE_ORIGINS first.',
    ],
    [
      'https://cdn.example.org/academy/about/remoteEntry.js',
      "https://cdn.example.org/academy/about/remoteEntry.js is not a release's manifest: give the URL of its mf-manifest.json, with no query.",
    ],
    [
      'https://cdn.example.org/academy/about/mf-manifest.json?v=2',
      "https://cdn.example.org/academy/about/mf-manifest.json?v=2 is not a release's manifest: give the URL of its mf-manifest.json, with no query.",
    ],
  ])('is refused: %j', (url, refusal) => {
    expect(refusalOf(url)).toBe(refusal);
  });
});

describe('a fetch from another origin', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    // A body sent in chunks, with no Content-Length: its size is known only as it comes.
    server = http.createServer((request, response) => {
      const size = Number(new URL(request.url!, 'http://x').searchParams.get('size'));
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('a'.repeat(Math.floor(size / 2)));
      response.end('a'.repeat(Math.ceil(size / 2)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers a body up to its limit, and refuses one that grows past it', async () => {
    expect((await fetchFromOrigin(new URL(`${origin}/?size=1000`), 1000)).length).toBe(1000);
    await expect(fetchFromOrigin(new URL(`${origin}/?size=1001`), 1000)).rejects.toThrow(
      'it is larger than 1000 bytes',
    );
  });
});
