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

describe('request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '2' } });
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
