import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { sectionRemoteNames } from '@academy/contracts';
import { loadSections } from '../src/sections/discover';
import { type TestApp, api, createTestApp } from './helpers/testApp';
import { writeFiles } from './helpers/files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving the site', () => {
  let t: TestApp;
  let registryFile: string;
  beforeAll(async () => {
    // Outside the repository: the registry is the deployment's file, and the test writes into it.
    t = await createTestApp({
      env: { REMOTE_REGISTRY_FILE: path.join(os.tmpdir(), `registry-${process.pid}-${Date.now()}.json`) },
    });
    registryFile = t.config.remoteRegistryFile!;
    await writeFiles(t.config.staticRoot, {
      'shell/dist/index.html': '<!doctype html><title>Shell</title>',
      'shell/dist/main.1a2b3c4d.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
      'remotes/home/dist/home/mf-manifest.json': '{"name":"home"}',
      'remotes/home/dist/home/remoteEntry.js': 'var home;',
      'remotes/home/dist/home/412.89abcdef.js': 'var chunk;',
      'remotes/home/dist/home/styles.0a1b2c3d.css': 'body{}',
    });
  });
  afterAll(() => t.close());

  it('answers the health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { database: 'ok' } });
  });

  it('publishes the runtime configuration, re-reading the registry file on each request', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const { remotes, apiOrigin } = first.json();
    expect(apiOrigin).toBe('');
    expect(Object.keys(remotes).sort()).toEqual(
      loadSections()
        .flatMap(({ definition }) => sectionRemoteNames(definition))
        .sort(),
    );
    expect(remotes.home).toBe('/remotes/home/mf-manifest.json');

    await fs.writeFile(
      registryFile,
      JSON.stringify({ home: 'https://cdn.example.com/home/mf-manifest.json', extra: '/x.json' }),
    );
    const second = (await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json();
    expect(second.remotes.home).toBe('https://cdn.example.com/home/mf-manifest.json');
    expect(second.remotes.extra).toBe('/x.json');
    expect(second.remotes.about).toBe('/remotes/about/mf-manifest.json');

    await fs.writeFile(registryFile, 'not json');
    expect((await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json().remotes.home).toBe(
      '/remotes/home/mf-manifest.json',
    );
  });

  it.each([
    ['/', 'no-cache'],
    ['/main.1a2b3c4d.js', IMMUTABLE],
    ['/remotes/home/mf-manifest.json', 'no-cache'],
    ['/remotes/home/remoteEntry.js', 'no-cache'],
    ['/remotes/home/412.89abcdef.js', IMMUTABLE],
    ['/remotes/home/styles.0a1b2c3d.css', IMMUTABLE],
  ])('serves %s with Cache-Control %s', async (url, cacheControl) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('serves a rebuilt remote without a restart', async () => {
    await writeFiles(t.config.staticRoot, { 'remotes/home/dist/home/remoteEntry.js': 'var rebuilt;' });
    expect((await t.app.inject({ method: 'GET', url: '/remotes/home/remoteEntry.js' })).body).toBe(
      'var rebuilt;',
    );
  });

  it('answers client routes with the shell page and missing files with a plain 404', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/admin/dashboard?x=1',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const url of ['/remotes/home/missing.js', '/remotes/nope/remoteEntry.js', '/uploads/nothing.webp']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 404,
        type: 'text/plain; charset=utf-8',
      });
    }
  });

  it('sends a path that starts with two slashes to its single-slash form before anything reads it', async () => {
    for (const [url, location] of [
      ['//evil.example/about', '/evil.example/about'],
      ['///evil.example/about?utm=x', '/evil.example/about?utm=x'],
      ['//v1/api/admin/home/hero', '/v1/api/admin/home/hero'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: api('/nothing/here'),
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: `There is no ${method} /v1/api/admin/nothing/here in the API.`,
      });
    }
  });

  it('sends the build’s brotli or gzip copy of a file as it is, to a browser that takes it, cached as the file is', async () => {
    const script = `console.log(${JSON.stringify('precompressed '.repeat(200))});`;
    const copies = {
      br: zlib.brotliCompressSync(script),
      gzip: zlib.gzipSync(script),
    };
    for (const folder of ['shell/dist', 'remotes/home/dist/home']) {
      await writeFiles(t.config.staticRoot, { [`${folder}/app.5e6f7a8b.js`]: script });
      await fs.writeFile(path.join(t.config.staticRoot, folder, 'app.5e6f7a8b.js.br'), copies.br);
      await fs.writeFile(path.join(t.config.staticRoot, folder, 'app.5e6f7a8b.js.gz'), copies.gzip);
    }
    for (const url of ['/app.5e6f7a8b.js', '/remotes/home/app.5e6f7a8b.js']) {
      for (const [accepted, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accepted } });
        expect({ url, encoding: response.headers['content-encoding'] }).toEqual({ url, encoding });
        expect(response.rawPayload.equals(copies[encoding])).toBe(true);
        expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      }
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('compresses text and sends the security headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain(
      'frame-src https://www.google.com https://maps.google.com https://www.openstreetmap.org',
    );
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers bad bodies with readable 4xx sentences', async () => {
    const invalidJson = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json()).toEqual({ success: false, error: 'The request body is not valid JSON.' });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().success).toBe(false);
  });
});

describe('serving before anything is built', () => {
  it('starts without dist folders and answers 404 for the shell', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
