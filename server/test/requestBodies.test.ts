import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { multipartBody } from './helpers/multipart';
import { ADMIN_EMAIL, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

/** A request written by hand on a socket: what a slow or hostile client does. */
function rawRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  return {
    socket,
    closed,
    answer: () => answer,
    /** Resolves once the server has answered with a whole head. */
    answered: () =>
      new Promise<string>((resolve, reject) => {
        const check = () => (answer.includes('\r\n\r\n') ? resolve(answer) : undefined);
        socket.on('data', check);
        socket.on('close', () => (answer ? resolve(answer) : reject(new Error('closed without an answer'))));
        check();
      }),
  };
}

const head = (path: string, headers: Record<string, string | number>) =>
  `POST /v1/api/admin${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** A request to any path of the site, its head written whole. */
const headAt = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** Fails after `ms` instead of waiting for Jest's own timeout (a server still reading the body). */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const FIFTY_MEGABYTES = 50 * 1024 * 1024;

describe('request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REQUEST_TIMEOUT_SECONDS: '2' },
      // A route added before the app's plugins load (so before their onRoute hooks), that takes
      // no files: it must not reach the multipart parser either.
      beforeReady: (app) => app.post('/early-route', async () => ({ success: true })),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('refuses a multipart sign-in with 415 before reading its body', async () => {
    const client = rawRequest(port);
    // Ten megabytes announced; only the first line of the form is ever sent.
    client.socket.write(
      head('/auth/login', {
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': 10_000_000,
      }),
    );
    client.socket.write('--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\n');
    const answer = await client.answered();
    expect(answer).toMatch(/^HTTP\/1\.1 415 /);
    expect(answer).toContain('This address takes no files: send the form as JSON.');
    client.socket.destroy();
  });

  /**
   * Announces 50 MB of multipart form and sends only the head and the form's first line: the
   * answer must come without the rest, and the server must close the connection rather than
   * read (and discard) the 50 MB it was promised.
   */
  async function announceFiftyMegabytes(method: string, path: string, json = false) {
    const client = rawRequest(port);
    client.socket.write(
      headAt(method, path, {
        'content-type': json ? 'application/json' : 'multipart/form-data; boundary=xyz',
        'content-length': FIFTY_MEGABYTES,
      }),
    );
    client.socket.write(
      json ? '{"text": "' : '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n',
    );
    const before = process.memoryUsage();
    try {
      const answer = await within(5000, client.answered());
      // Closed by the server: it reads nothing more of this request.
      await within(5000, client.closed);
      const after = process.memoryUsage();
      expect(after.arrayBuffers + after.heapUsed - before.arrayBuffers - before.heapUsed).toBeLessThan(
        10 * 1024 * 1024,
      );
      return answer;
    } finally {
      client.socket.destroy();
    }
  }

  it('answers a multipart POST to an unknown path with 404 without reading its 50 MB', async () => {
    const answer = await announceFiftyMegabytes('POST', '/no-such-page');
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    const inApi = await announceFiftyMegabytes('POST', '/v1/api/admin/no-such-thing');
    expect(inApi).toMatch(/^HTTP\/1\.1 404 /);
    expect(inApi).toContain('There is no POST /v1/api/admin/no-such-thing in the API.');
    // JSON too: no parser reads the body of a request that no route takes.
    const json = await announceFiftyMegabytes('PUT', '/no-such-page', true);
    expect(json).toMatch(/^HTTP\/1\.1 404 /);
    expect(json).toMatch(/\r\n\r\nNot found$/);
  });

  it('answers a multipart POST to a path that takes other methods with 405 and Allow, unread', async () => {
    const answer = await announceFiftyMegabytes('POST', '/v1/api/admin/about/hero');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: GET, HEAD, PUT\r\n/i);
    expect(answer).toContain('This address takes GET, HEAD, PUT, not POST.');
    expect(answer.toLowerCase()).toContain('connection: close');
    // A page's route with parameters, too (the static files' catch-all aside: it makes no path
    // exist for other methods).
    const page = await announceFiftyMegabytes('PUT', '/blog/some-post');
    expect(page).toMatch(/^HTTP\/1\.1 405 /);
    expect(page).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
  });

  it('refuses multipart, unread, on every route that takes no files, however it was added', async () => {
    for (const [method, path, sentence] of [
      ['POST', '/early-route', 'This address takes no files: send the form as JSON.'],
      ['POST', '/v1/api/admin/auth/logout', 'This address takes no files: send the form as JSON.'],
      // A public page's form: the page forms' own sentence.
      ['POST', '/contact', 'This page takes a form as a browser sends it'],
    ]) {
      const answer = await announceFiftyMegabytes(method, path);
      expect(answer).toMatch(/^HTTP\/1\.1 415 /);
      expect(answer).toContain(sentence);
    }
  });

  it('answers a wrong method without a body with 405 too', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('/auth/login') });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ success: false, error: 'This address takes POST, not GET.' });
    const missing = await t.app.inject({ method: 'DELETE', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses multipart on an admin route that takes no files, and still takes it where files go', async () => {
    const headers = await signIn(t.app);
    const form = await multipartBody({
      address: '1 Dojo Lane',
      phone: '555 0100',
      email: 'dojo@example.com',
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: api('/contact/contacts'),
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({
      success: false,
      error: 'This address takes no files: send the form as JSON.',
    });
    const hero = await multipartBody({ herotitle: 'Train', herodescription: 'With us' });
    const accepted = await t.app.inject({
      method: 'PUT',
      url: api('/home/hero'),
      headers: { ...headers, ...hero.headers },
      payload: hero.payload,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('reads no more of a body than its schema can accept', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: ADMIN_EMAIL, password: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: 'The request is too large.' });
  });

  it('cuts off a body sent a byte a second once the time limit has passed, with 408', async () => {
    const client = rawRequest(port);
    const body = JSON.stringify({ name: 'Slow', email: 'slow@example.com', message: 'one byte at a time' });
    client.socket.write(
      head('/contact/contacts/submit', { 'content-type': 'application/json', 'content-length': body.length }),
    );
    const started = Date.now();
    let sent = 0;
    const dribble = setInterval(() => {
      if (!client.socket.destroyed && sent < body.length) client.socket.write(body[sent++]);
    }, 1000);
    try {
      const answer = await client.answered();
      await client.closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The request took longer than 2 seconds to arrive.');
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(Date.now() - started).toBeLessThan(4000);
      expect(sent).toBeLessThan(body.length);
    } finally {
      clearInterval(dribble);
    }
  });

  it('cuts off headers sent a byte a second too', async () => {
    const client = rawRequest(port);
    const started = Date.now();
    const text = head('/auth/login', { 'content-type': 'application/json', 'content-length': 2 }) + '{}';
    let sent = 0;
    const dribble = setInterval(() => {
      if (!client.socket.destroyed && sent < text.length) client.socket.write(text[sent++]);
    }, 1000);
    try {
      await client.closed;
      // Node answers 408 to headers that took too long, or just closes the connection.
      expect(client.answer()).toMatch(/^(HTTP\/1\.1 408 |)/);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(sent).toBeLessThan(text.length);
    } finally {
      clearInterval(dribble);
    }
  });
});
