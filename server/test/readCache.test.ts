import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { LISTENER_NAME } from '../src/db/postgres';
import { contentBlocks } from '../src/db/schema';
// Declares `app.db`, which the tests use to change content behind the API's back.
import type {} from '../src/plugins/app/database';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  signIn,
  startSecondApp,
} from './helpers/testApp';
import { HOME_HERO, saveHomeHero } from './helpers/homeHero';

const heroTitle = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: HOME_HERO, headers });
  return response.json<{ data: { herotitle: string } | null }>().data?.herotitle;
};

/** Changes the stored hero without the API knowing, as a server that announces nothing would. */
const changeHeroBehindTheApi = (t: TestApp, title: string) =>
  t.app.db
    .update(contentBlocks)
    .set({ fields: sql`jsonb_set(fields, '{herotitle}', to_jsonb(${title}::text))` })
    .where(and(eq(contentBlocks.section, 'home'), eq(contentBlocks.block, 'hero')));

/** A test hook that holds the answers of GET /home/hero after their handler ran, on request. */
function answerGate() {
  let hold: Promise<void> | undefined;
  let release = () => undefined as void;
  let held = () => undefined as void;
  return {
    install(app: TestApp['app']) {
      app.addHook('onSend', async (request, _reply, payload) => {
        if (request.method !== 'GET' || request.url !== HOME_HERO || !hold) return payload;
        const waiting = hold;
        hold = undefined;
        held();
        await waiting;
        return payload;
      });
    },
    /** Resolves once the next GET has read its answer and is held. */
    armed(): Promise<void> {
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Promise<void>((resolve) => {
        held = resolve;
      });
    },
    release: () => release(),
  };
}

describe('the read cache of public content', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let handlerRuns = 0;
  const gate = answerGate();
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.addHook('preHandler', async (request) => {
          if (request.method === 'GET' && request.url === HOME_HERO) handlerRuns += 1;
        });
        gate.install(app);
      },
    });
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  it('answers from memory until an administrator saves', async () => {
    await saveHomeHero(t, headers, 'First');
    expect(await heroTitle(t)).toBe('First');
    await changeHeroBehindTheApi(t, 'Changed behind the API');
    expect(await heroTitle(t)).toBe('First');
    await saveHomeHero(t, headers, 'Second');
    expect(await heroTitle(t)).toBe('Second');
  });

  it('is not emptied by requests anyone can send', async () => {
    await saveHomeHero(t, headers, 'Saved');
    expect(await heroTitle(t)).toBe('Saved');
    await changeHeroBehindTheApi(t, 'Changed behind the API');
    const forgot = await t.app.inject({
      method: 'POST',
      url: api('/auth/forgot-password'),
      payload: { email: ADMIN_EMAIL },
    });
    expect(forgot.statusCode).toBe(200);
    await signIn(t.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await heroTitle(t)).toBe('Saved');
  });

  it('tags answers with an ETag and answers 304 while they are unchanged', async () => {
    await saveHomeHero(t, headers, 'Tagged');
    const first = await t.app.inject({ method: 'GET', url: HOME_HERO });
    const etag = String(first.headers.etag);
    // A record's ETag is its revision (If-Match, issue 32); other answers' are made of their body.
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({ method: 'GET', url: HOME_HERO, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await saveHomeHero(t, headers, 'Retagged');
    const changed = await t.app.inject({ method: 'GET', url: HOME_HERO, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.herotitle).toBe('Retagged');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps the ETag on compressed answers, which are cached and compressed alike', async () => {
    const content = `<p>${'Our privacy policy, at length. '.repeat(200)}</p>`;
    const saved = await t.app.inject({
      method: 'POST',
      url: api('/dashboard/privacy'),
      headers,
      payload: { content },
    });
    expect(saved.statusCode).toBe(200);
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await t.app.inject({ method: 'GET', url: api('/dashboard/privacy'), headers: gzip });
    const second = await t.app.inject({ method: 'GET', url: api('/dashboard/privacy'), headers: gzip });
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(answer.rawPayload).toString()).data.content).toBe(content);
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: api('/dashboard/privacy'),
      headers: { ...gzip, 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('reads the database once for requests that miss together', async () => {
    await saveHomeHero(t, headers, 'Together');
    handlerRuns = 0;
    const titles = await Promise.all(Array.from({ length: 40 }, () => heroTitle(t)));
    expect(titles).toEqual(Array(40).fill('Together'));
    expect(handlerRuns).toBe(1);
  });

  it('does not keep an answer read before a save', async () => {
    await saveHomeHero(t, headers, 'Before');
    const held = gate.armed();
    const slowRead = heroTitle(t);
    await held;
    await saveHomeHero(t, headers, 'After');
    gate.release();
    expect(await slowRead).toBe('Before');
    expect(await heroTitle(t)).toBe('After');
  });
});

/** Retries `check` until it passes or `timeoutMs` is over (then its last failure is thrown). */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the read cache of two servers on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondApp(first);
    headers = await signIn(first.app);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('reads a save made through the other server at once', async () => {
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
      expect(await heroTitle(second)).not.toBe(title);
      await saveHomeHero(first, headers, title);
      expect(await heroTitle(second)).toBe(title);
    }
  });

  it('caches nothing once it cannot hear the other servers, and again once it can', async () => {
    await saveHomeHero(first, headers, 'Heard');
    expect(await heroTitle(second)).toBe('Heard');
    const admin = new pg.Client({ connectionString: first.database.url });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_NAME],
      );
    } finally {
      await admin.end();
    }
    // A change nobody announces: the server that lost its ears serves it rather than 'Heard'.
    await changeHeroBehindTheApi(first, 'Unannounced');
    await eventually(async () => expect(await heroTitle(second)).toBe('Unannounced'));
    // Listening again, it caches once more: an unannounced change then goes unseen.
    await eventually(async () => {
      const cached = await heroTitle(second);
      await changeHeroBehindTheApi(first, `Unannounced at ${Date.now()}`);
      expect(await heroTitle(second)).toBe(cached);
    });
  });
});
