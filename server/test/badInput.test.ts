import type { RouteOptions } from 'fastify';
import { API_PREFIX } from '@academy/contracts';
import { pngFile } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import {
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  signIn,
  uploadedFileNames,
} from './helpers/testApp';

const unstorable = (field: string) =>
  `${field} contains a character that cannot be stored (a NUL character or half of a surrogate pair)`;

const BAD_TEXTS = { 'a NUL character': 'dojo\u0000name', 'a lone surrogate': 'dojo\ud800name' };

interface WriteRoute {
  method: string;
  url: string;
  fields: string[];
  params: string[];
}

describe('text that the database cannot store', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  const writes: WriteRoute[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      // Every request counts against its client's limit, bad bodies too: this sweep sends more
      // than the default to the limited routes.
      env: { RATE_LIMIT_MAX: '1000' },
      beforeReady: (app) =>
        app.addHook('onRoute', (route: RouteOptions) => {
          if (!route.url.startsWith(API_PREFIX)) return;
          const body = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
          for (const method of [route.method].flat()) {
            if (['GET', 'HEAD'].includes(method)) continue;
            writes.push({
              method,
              url: route.url,
              fields: Object.keys(body?.properties ?? {}),
              params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]),
            });
          }
        }),
    });
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  it('found the write routes, sign-in and reset among them', () => {
    const names = writes.map((route) => `${route.method} ${route.url.slice(API_PREFIX.length)}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/reset-password',
        'PUT /home/hero',
        'DELETE /home/gallery/:id',
      ]),
    );
  });

  it.each(Object.entries(BAD_TEXTS))(
    'refuses %s in every field of every write route, naming the field',
    async (_kind, bad) => {
      let checked = 0;
      for (const route of writes) {
        const concreteUrl = route.url.replace(/:(\w+)/g, 'some-$1');
        for (const field of route.fields) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: concreteUrl,
            headers,
            payload: { [field]: bad },
          });
          expect({ route: `${route.method} ${route.url}`, field, status: response.statusCode }).toEqual({
            route: `${route.method} ${route.url}`,
            field,
            status: 400,
          });
          expect(response.json()).toEqual({ success: false, error: unstorable(field) });
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
  );

  it('refuses a NUL character in every id of the path, naming it', async () => {
    const withIds = writes.filter((route) => route.params.length > 0);
    expect(withIds.length).toBeGreaterThan(0);
    for (const route of withIds) {
      const url = route.url.replace(/:(\w+)/g, 'id%00x');
      const response = await t.app.inject({ method: route.method as 'DELETE', url, headers });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 400,
      });
      expect(response.json()).toEqual({ success: false, error: unstorable(route.params[0]) });
    }
  });

  it('refuses it in a multipart text field too, and stores nothing', async () => {
    const body = await multipartBody({ name: BAD_TEXTS['a NUL character'], logo: await pngFile() });
    const response = await t.app.inject({
      method: 'POST',
      url: api('/dashboard/hero'),
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: unstorable('name') });
    expect((await t.app.inject({ method: 'GET', url: api('/dashboard/hero') })).json().data).toBeNull();
    expect(await uploadedFileNames(t.dataDir)).toEqual([]);
  });

  it('keeps whole characters outside the basic plane, such as emoji', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: api('/home/hero'),
      headers,
      payload: { herotitle: 'Kata 🥋 for all', herodescription: '空手道' },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: api('/home/hero') })).json().data).toEqual(
      expect.objectContaining({ herotitle: 'Kata 🥋 for all', herodescription: '空手道' }),
    );
  });

  it('answers an address with a broken character sequence with a sentence', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: api('/home/gallery/a%ED%A0%80b'), headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The address holds characters that are not valid.',
    });
  });
});

describe('broken multipart bodies', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  const postLogo = (payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: api('/dashboard/hero'),
      payload,
      headers: { ...headers, 'content-type': contentType },
    });

  it.each([
    ['inside the file', (body: Buffer) => body.subarray(0, body.length - 100)],
    ['just before the closing boundary', (body: Buffer) => body.subarray(0, body.length - 10)],
    ['inside the part headers', (body: Buffer) => body.subarray(0, 60)],
  ])('answers a body cut short %s with 400 and stores nothing', async (_where, cut) => {
    const body = await multipartBody({ name: 'Dojo', logo: await pngFile() });
    const response = await postLogo(cut(body.payload), body.headers['content-type']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The form data ended before it was complete. Please send it again.',
    });
    expect((await t.app.inject({ method: 'GET', url: api('/dashboard/hero') })).json().data).toBeNull();
    expect(await uploadedFileNames(t.dataDir)).toEqual([]);
  });

  it.each([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    'multipart/form-data; charset=utf-8',
    `multipart/form-data; boundary=${'x'.repeat(300)}`,
  ])('answers "%s" (no usable boundary) with 400', async (contentType) => {
    const body = await multipartBody({ name: 'Dojo', logo: await pngFile() });
    const response = await postLogo(body.payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The multipart/form-data request has no valid boundary in its Content-Type header.',
    });
  });
});

describe('JSON nested deeper than any form', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

  it.each([
    ['the public contact form', '/contact/contacts/submit', 'POST', 4000],
    ['an administrator’s privacy policy', '/dashboard/privacy', 'POST', 50_000],
  ])('is a 400 on %s, not a stack overflow', async (_route, path, method, depth) => {
    const response = await t.app.inject({
      method: method as 'POST',
      url: api(path),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"name":${nested(depth)},"content":${nested(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'The request is nested more than 32 levels deep.',
    });
  });
});
