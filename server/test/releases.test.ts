import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type TestApp, createTestApp } from './helpers/testApp';

// Release folders (`npm run release`) under STATIC_ROOT/releases, served as a CDN serves them.
const RELEASE = '/releases/about/1.0.0-0123456789';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A GET with the path exactly as written: HTTP clients and `inject` resolve `..` before sending. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, headers: { accept: 'text/html' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe('serving releases', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    const files: Record<string, string> = {
      [`${RELEASE.slice(1)}/mf-manifest.json`]: '{"name":"about"}',
      [`${RELEASE.slice(1)}/server/remoteEntry.js`]: 'exports.init = () => {};',
      [`${RELEASE.slice(1)}/remoteEntry.js.map`]: '{"sources":[]}',
      // Beside the releases folder, never served through it.
      'secret.txt': 'not for visitors',
    };
    for (const [name, content] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(t.config.staticRoot, name)), { recursive: true });
      await fs.writeFile(path.join(t.config.staticRoot, name), content);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([`${RELEASE}/mf-manifest.json`, `${RELEASE}/server/remoteEntry.js`])(
    'serves %s for good, to any origin',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it('answers the manifest as JSON with its content', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${RELEASE}/mf-manifest.json` });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ name: 'about' });
  });

  it('answers a missing file, a folder and a source map with a plain 404 that nothing keeps', async () => {
    for (const url of [
      `${RELEASE}/missing.js`,
      '/releases/about/9.9.9-0000000000/mf-manifest.json',
      `${RELEASE}/`,
      RELEASE,
      `${RELEASE}/remoteEntry.js.map`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect({
        url,
        status: response.statusCode,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
        cors: response.headers['access-control-allow-origin'],
      }).toEqual({ url, status: 404, type: 'text/plain; charset=utf-8', cache: undefined, cors: undefined });
    }
  });

  it('never serves a file outside the releases folder, however `..` is written', async () => {
    for (const rawPath of [
      `${RELEASE}/../../../secret.txt`,
      '/releases/../secret.txt',
      '/releases/%2e%2e/secret.txt',
      '/releases/..%2fsecret.txt',
      '/releases/about/..%2f..%2fsecret.txt',
    ]) {
      const { status, body } = await rawGet(port, rawPath);
      expect({ rawPath, status, leaked: body.includes('not for visitors') }).toEqual({
        rawPath,
        status: 404,
        leaked: false,
      });
    }
  });
});
