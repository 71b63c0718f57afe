import fs from 'node:fs/promises';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '@academy/contracts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('Cache-Control: no-store on answers with tokens or admin-only data', () => {
  let t: TestApp;
  const routes: { method: string; url: string; access?: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) =>
        app.addHook('onRoute', (route: RouteOptions) => {
          if (!route.url.startsWith(API_PREFIX)) return;
          for (const method of [route.method].flat()) {
            routes.push({ method, url: route.url, access: route.config?.access });
          }
        }),
    });
  });
  afterAll(() => t.close());

  const isPublicRead = (route: { method: string; access?: string }) =>
    ['GET', 'HEAD'].includes(route.method) && route.access !== 'admin';

  it('sends it on every API route but the public reads, refusals included', async () => {
    const privateRoutes = routes.filter((route) => !isPublicRead(route));
    expect(privateRoutes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const { method, url } = route;
      const response = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, 'some-$1'),
        payload: isPublicRead(route) ? undefined : {},
      });
      // Public reads may be kept and revalidated (the read cache answers them 'no-cache' with an ETag).
      const cacheControl = response.headers['cache-control'];
      const expected = isPublicRead(route) ? [undefined, 'no-cache'] : ['no-store'];
      expect({ route: `${method} ${url}`, cacheControl }).toEqual({
        route: `${method} ${url}`,
        cacheControl: expected.includes(cacheControl as string | undefined)
          ? cacheControl
          : expected.join(' or '),
      });
    }
  });

  it('sends it on a successful sign-in, a refused one, sign-out, reset and an admin write', async () => {
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: api('/auth/login'), payload: { email: ADMIN_EMAIL, password } });
    const signedIn = await login(ADMIN_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await login('not the password')).headers['cache-control']).toBe('no-store');

    const headers = await signIn(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: api('/contact/contacts'),
      headers,
      payload: { address: '1 Dojo Lane', phone: '555 0100', email: 'dojo@example.com' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');

    const reset = await t.app.inject({
      method: 'POST',
      url: api('/auth/reset-password'),
      payload: { email: ADMIN_EMAIL, token: 'x', newPassword: 'kata before breakfast' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.headers['cache-control']).toBe('no-store');

    const logout = await t.app.inject({ method: 'POST', url: api('/auth/logout'), headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['cache-control']).toBe('no-store');
  });
});

describe('source maps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const files: Record<string, string> = {
      'shell/dist/main.1a2b3c4d.js': 'console.log(1);\n//# sourceMappingURL=main.1a2b3c4d.js.map',
      'shell/dist/main.1a2b3c4d.js.map': '{"version":3,"sourcesContent":["const secret = 1;"]}',
      'shell/dist/index.html': '<!doctype html><title>Shell</title>',
      'remotes/home/dist/home/412.89abcdef.js.map': '{"version":3,"sourcesContent":["const secret = 2;"]}',
    };
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(t.config.staticRoot, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
    }
  });
  afterAll(() => t.close());

  it.each([
    '/main.1a2b3c4d.js.map',
    '/remotes/home/412.89abcdef.js.map',
    // The static handler decodes the path: the map's name, written with escapes, is still the map.
    '/main.1a2b3c4d.js.m%61p',
    '/main.1a2b3c4d.js%2Emap',
    '/main.1a2b3c4d.js%2emap',
    '/main.1a2b3c4d.js.MAP',
    '/remotes/home/412.89abcdef.js.m%61p',
    '/remotes/home/412.89abcdef.js%2Emap',
    '/remotes/home/412%2E89abcdef%2Ejs%2Emap',
  ])('answers %s with 404 although the build wrote it', async (url) => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('still serves the bundle itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js' });
    expect(response.statusCode).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  const healthz = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/healthz', headers });

  it('is sent behind a trusted proxy only when the visitor came over https', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'on' } });
    try {
      expect((await healthz(t, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
        HSTS,
      );
      expect(
        (await healthz(t, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security'],
      ).toBeUndefined();
      expect((await healthz(t)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('is never sent on plain http, whatever a client claims without TRUST_PROXY', async () => {
    const t = await createTestApp();
    try {
      expect((await healthz(t)).headers['strict-transport-security']).toBeUndefined();
      expect(
        (await healthz(t, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
