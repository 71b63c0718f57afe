import { and, eq, sql } from 'drizzle-orm';
import { API_PREFIX, itemPath, pageSeoPath, remoteRegistryPaths } from '@academy/contracts';
import { contentBlocks } from '../src/db/schema';
// Declares `app.db` and `app.readPublic`.
import type {} from '../src/plugins/app/database';
import type {} from '../src/plugins/app/readCache';
import type {} from '../src/plugins/app/sections';
import { type TestApp, api, createTestApp, signIn } from './helpers/testApp';
import { HOME_HERO, saveHomeHero } from './helpers/homeHero';

// Server rendering and the live registry read the API's public answers in the server's own
// process: as a visitor's GET answers them, byte for byte, through the read cache, and without a
// request going through Fastify for a read its route can answer by itself.
describe('public reads in process', () => {
  let t: TestApp;
  /** The requests Fastify saw (a read in process adds none). */
  const seen: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          seen.push(request.url);
          done();
        }),
    });
    const staff = await signIn(t.app);
    await saveHomeHero(t, staff, 'Train with us');
    const seo = { method: 'PUT', url: api(pageSeoPath('/about')), headers: staff } as const;
    expect((await t.app.inject({ ...seo, payload: { seoTitle: 'About the academy' } })).statusCode).toBe(200);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test starts with nothing kept.
    await t.app.contentChanged();
    seen.length = 0;
  });

  /** Every record, list, list item and slot list the sections declare, and the live registry. */
  const declaredReads = () => [
    remoteRegistryPaths.live,
    ...t.app.sections.flatMap(({ definition }) => [
      ...Object.values(definition.records).map((record) => record.path),
      ...Object.values(definition.lists).flatMap((list) => [list.path, itemPath(list, 'no-such-item')]),
      ...Object.values(definition.slots).map((slots) => slots.path),
    ]),
  ];

  it('answers each declared read as a visitor GET does, with no request through Fastify', async () => {
    for (const apiPath of declaredReads()) {
      const answer = await t.app.readPublic(apiPath);
      expect(seen).toEqual([]);
      const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${apiPath}` });
      expect(answer).toEqual({ status: response.statusCode, body: response.json() });
      seen.length = 0;
    }
  });

  it("keeps what it read in the read cache, as the route's own answer, until the content changes", async () => {
    const first = await t.app.readPublic('/home/hero');
    expect(first.body).toMatchObject({ data: { herotitle: 'Train with us' } });
    // Changed behind the API's back: the cache still answers what was read, to a browser too.
    await t.app.db
      .update(contentBlocks)
      .set({ fields: sql`jsonb_set(fields, '{herotitle}', to_jsonb('Changed'::text))` })
      .where(and(eq(contentBlocks.section, 'home'), eq(contentBlocks.block, 'hero')));
    expect(await t.app.readPublic('/home/hero')).toEqual(first);
    const kept = await t.app.inject({ method: 'GET', url: HOME_HERO });
    expect(kept.json()).toEqual(first.body);
    await t.app.contentChanged();
    const fresh = await t.app.inject({ method: 'GET', url: HOME_HERO });
    expect(fresh.json()).toMatchObject({ data: { herotitle: 'Changed' } });
    // The same bytes as the route writes, so a browser's ETag matches whichever read filled it.
    await t.app.contentChanged();
    await t.app.readPublic('/home/hero');
    const filledInProcess = await t.app.inject({ method: 'GET', url: HOME_HERO });
    expect(filledInProcess.headers.etag).toBe(fresh.headers.etag);
  });

  it("answers a read with a query string its route's schema accepts, as a visitor GET does, with no request through Fastify", async () => {
    for (const apiPath of [pageSeoPath('/about'), pageSeoPath('/about/'), pageSeoPath('/no-such-page')]) {
      const answer = await t.app.readPublic(apiPath);
      expect(seen).toEqual([]);
      const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${apiPath}` });
      expect(answer).toEqual({ status: response.statusCode, body: response.json() });
      seen.length = 0;
    }
    expect((await t.app.readPublic(pageSeoPath('/about/'))).body).toMatchObject({
      data: { path: '/about', seoTitle: 'About the academy' },
    });
    expect((await t.app.readPublic(pageSeoPath('/no-such-page'))).status).toBe(400);
  });

  it("answers a query its route's schema refuses through Fastify, with Fastify's answer", async () => {
    const refused = await t.app.readPublic('/seo?page=/about');
    expect(seen).toEqual([api('/seo?page=/about')]);
    const response = await t.app.inject({ method: 'GET', url: api('/seo?page=/about') });
    expect(refused).toEqual({ status: 400, body: response.json() });
  });

  it('answers a read its route cannot answer by itself through Fastify: an unknown path', async () => {
    const unknown = await t.app.readPublic('/no-such-thing?x=1');
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, error: `There is no GET ${api('/no-such-thing')} in the API.` },
    });
    expect(seen).toEqual([api('/no-such-thing?x=1')]);
  });
});
