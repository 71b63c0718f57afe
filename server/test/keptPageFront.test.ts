import http from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { type AuthHeaders, type TestApp, createTestApp, signIn } from './helpers/testApp';
import { writeFiles } from './helpers/files';
import { inFolder, remoteBuild, shellBuild, startAboutCanary, writeFakeSite } from './helpers/fakeBuilds';
import { saveHomeHero } from './helpers/homeHero';
import { isBestBrotli, untilBestBrotli } from './helpers/bestCopies';

// A kept page is answered before Fastify routes the request, replaying Fastify's own answer
// (decision 0170). Through real HTTP requests (app.inject goes around the server): the replayed
// answer is Fastify's, header for header, and a save, a rebuild and the request log are as before.

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface LogLine {
  msg?: string;
  reqId?: unknown;
  req?: { url?: string; remotePort?: number };
  res?: unknown;
  responseTime?: unknown;
}

/** Headers each answer has its own of, whoever answers. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const own = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([name, value]) => [name, String(value)]),
  );

describe('a kept page answered before Fastify', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let port: number;
  /** The requests Fastify saw (its onRequest hook): the front's answers are not among them. */
  let fastifySaw = 0;
  /** The ids of the requests Fastify answered, to tell its log lines from the front's. */
  const fastifyIds = new Set<string>();
  const log = new PassThrough();
  let logged = '';
  log.on('data', (chunk) => (logged += chunk));

  const host = () => `127.0.0.1:${port}`;
  const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

  function viaHttp(headers: Record<string, string>, method = 'GET', url = '/about'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: own(response.headers),
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  }

  /** Fastify's own answer to the same request. */
  async function viaFastify(headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
    const answer = await t.app.inject({ method, url: '/about', headers: { host: host(), ...headers } });
    return { status: answer.statusCode, headers: own(answer.headers), body: answer.rawPayload };
  }

  /**
   * Asked until the page is kept with its best brotli copy (rendered, compressed quickly, then at
   * brotli's best once the server is quiet), so that no copy replaces it during a test.
   */
  async function untilKept(headers: Record<string, string>) {
    await untilBestBrotli(async () => {
      const answer = await viaHttp(headers);
      return answer.headers['x-page-cache'] === 'hit' ? answer : { ...answer, body: Buffer.alloc(0) };
    });
  }

  /** Asked twice through HTTP: the second answer must come from the front, equal to Fastify's. */
  async function replayedAndFastifys(headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
    await viaHttp(headers, method);
    const seenBefore = fastifySaw;
    const replayed = await viaHttp(headers, method);
    expect(fastifySaw).toBe(seenBefore);
    return { replayed, fastifys: await viaFastify(headers, method) };
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: log,
      beforeReady: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          fastifySaw += 1;
          fastifyIds.add(request.id);
          done();
        }),
    });
    admin = await signIn(t.app);
    await writeFakeSite(t.config.staticRoot);
    await saveHomeHero(t, admin, 'Kept');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    await untilKept(BROWSER);
  });
  afterAll(() => t.close());

  it("answers a fresh visitor with Fastify's answer, header for header, and writes its log line", async () => {
    const { replayed, fastifys } = await replayedAndFastifys(BROWSER);
    expect(replayed.status).toBe(200);
    expect(replayed.headers['content-encoding']).toBe('br');
    expect(replayed.headers['x-page-cache']).toBe('hit');
    expect(replayed.headers).toEqual(fastifys.headers);
    expect(replayed.body.equals(fastifys.body)).toBe(true);
    expect(brotliDecompressSync(replayed.body).toString()).toContain('Train with us');

    const lines = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.msg === 'request completed' && line.req?.url === '/about');
    const last = lines.at(-1)!;
    expect(last.req).toMatchObject({ method: 'GET', host: host(), remoteAddress: '127.0.0.1' });
    expect(last.res).toEqual({ statusCode: 200 });
    expect(typeof last.reqId).toBe('string');
    expect(typeof last.responseTime).toBe('number');
  });

  it("writes Fastify's log line for a replayed answer, field for field and in its order", async () => {
    await replayedAndFastifys(BROWSER);
    const lines = logged
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown> & LogLine)
      .filter(
        (line) => line.msg === 'request completed' && line.req?.url === '/about' && line.req.remotePort,
      );
    const fastifys = lines.find((line) => fastifyIds.has(String(line.reqId)))!;
    const replayed = lines.findLast((line) => !fastifyIds.has(String(line.reqId)))!;
    expect(fastifys).toBeDefined();
    expect(replayed).toBeDefined();
    const shape = (line: Record<string, unknown>) =>
      JSON.stringify(line, (key, value: unknown) =>
        ['time', 'reqId', 'responseTime', 'remotePort'].includes(key) ? typeof value : value,
      );
    expect(shape(replayed)).toBe(shape(fastifys));
  });

  it('answers gzip-only and identity clients, a HEAD and a 304 as Fastify does', async () => {
    for (const headers of [
      { accept: 'text/html', 'accept-encoding': 'gzip' } as Record<string, string>,
      { accept: 'text/html', 'accept-encoding': 'identity' },
      { accept: 'text/html' },
    ]) {
      const { replayed, fastifys } = await replayedAndFastifys(headers);
      expect(replayed.headers).toEqual(fastifys.headers);
      expect(replayed.body.equals(fastifys.body)).toBe(true);
    }
    const head = await replayedAndFastifys(BROWSER, 'HEAD');
    expect(head.replayed.status).toBe(200);
    expect(head.replayed.body.length).toBe(0);
    expect(head.replayed.headers).toEqual(head.fastifys.headers);

    const etag = (await viaHttp(BROWSER)).headers.etag;
    const revalidated = await replayedAndFastifys({ ...BROWSER, 'if-none-match': etag });
    expect(revalidated.replayed.status).toBe(304);
    expect(revalidated.replayed.headers).toEqual(revalidated.fastifys.headers);
    expect(revalidated.replayed.body.length).toBe(0);
  });

  it('replays the best brotli copy once it is made, as Fastify then answers', async () => {
    // The page rendered again after the save is kept with its quick copy, which the front records
    // from Fastify's answer and replays until the best copy replaces it. The best copy waits only
    // for 250 ms without a render: on a busy machine it can come before the second request, and
    // the save is then made again (a few times at most).
    let quick: Awaited<ReturnType<typeof viaHttp>>;
    let seenBefore: number;
    for (let attempt = 1; ; attempt += 1) {
      await saveHomeHero(t, admin, `Compressed twice (${attempt})`);
      while ((await viaHttp(BROWSER)).headers['x-page-cache'] !== 'hit');
      seenBefore = fastifySaw;
      quick = await viaHttp(BROWSER);
      if (!isBestBrotli(quick.body) || attempt === 5) break;
    }
    expect(fastifySaw).toBe(seenBefore);
    expect(brotliDecompressSync(quick.body).toString()).toContain('Compressed twice');
    expect(isBestBrotli(quick.body)).toBe(false);

    await untilKept(BROWSER);
    const { replayed, fastifys } = await replayedAndFastifys(BROWSER);
    expect(isBestBrotli(replayed.body)).toBe(true);
    expect(replayed.headers).toEqual(fastifys.headers);
    expect(replayed.body.equals(fastifys.body)).toBe(true);
    expect(Number(replayed.headers['content-length'])).toBeLessThan(quick.body.length);
  });

  it('shows a save on the next load, and a rebuilt remote at once', async () => {
    const before = await viaHttp(BROWSER);
    await saveHomeHero(t, admin, 'Saved just now');
    const next = await viaHttp(BROWSER);
    expect(brotliDecompressSync(next.body).toString()).toContain('Saved just now');
    expect(next.headers.etag).not.toBe(before.headers.etag);

    await viaHttp(BROWSER);
    await writeFiles(
      t.config.staticRoot,
      inFolder(path.join('remotes', 'about', 'dist', 'about'), remoteBuild('Rebuilt', 'f'.repeat(32))),
    );
    const rebuilt = await viaHttp({ accept: 'text/html' });
    expect(rebuilt.body.toString()).toContain('<p>Rebuilt</p>');
    await viaHttp(BROWSER);
    await writeFiles(t.config.staticRoot, shellBuild('two'));
    expect((await viaHttp({ accept: 'text/html' })).body.toString()).toContain('<p>shell two</p>');
  });

  it('leaves a fresh visitor of a canary to Fastify (their bucket cookie), and replays a returning one', async () => {
    await startAboutCanary(t, admin);
    const first = await viaHttp(BROWSER);
    expect(first.headers['set-cookie']).toMatch(/^academy_bucket=\d{1,2};/);
    const seenBefore = fastifySaw;
    const fresh = await viaHttp(BROWSER);
    expect(fresh.headers['set-cookie']).toMatch(/^academy_bucket=\d{1,2};/);
    expect(fastifySaw).toBe(seenBefore + 1);

    const returning = { ...BROWSER, cookie: 'academy_bucket=10' };
    await untilKept(returning);
    const { replayed, fastifys } = await replayedAndFastifys(returning);
    expect(replayed.headers['set-cookie']).toBeUndefined();
    expect(replayed.headers).toEqual(fastifys.headers);
    expect(brotliDecompressSync(replayed.body).toString()).toContain('The canary');
  });
});
