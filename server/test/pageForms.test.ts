import fs from 'node:fs/promises';
import path from 'node:path';
import type { ContactSubmission } from '@academy/section-contact/schemas';
import { multipartBody } from './helpers/multipart';
import { readOutbox } from './helpers/outbox';
import { type TestApp, api, createTestApp, signIn } from './helpers/testApp';

/**
 * The shell's render bundle, as far as forms go: /contact's action sends the form to the contact
 * API through the writer the server gives it and shows the outcome; /classes/booking's shows one
 * visitor's own booking; /about has no action.
 */
const RENDER_BUNDLE = `
  const page = (status, text, meta) => ({
    kind: 'page', status, html: '<main>' + text + '</main>',
    hydration: { loaderData: {}, actionData: null, errors: null },
    title: 'Contact', meta: { title: 'Contact', description: '', ...meta }, siteName: 'Dojo', remotes: [],
  });
  exports.renderPage = async (request, { submitted }) => {
    const { pathname } = new URL(request.url);
    if (!submitted) return page(200, 'The form');
    if (pathname === '/classes/booking') return page(200, 'Cancelled', { personal: true, noindex: true });
    if (pathname !== '/contact') return { kind: 'no-action' };
    try {
      await submitted.api.post('/contact/contacts/submit', Object.fromEntries(submitted.form));
      return page(200, 'Sent');
    } catch (error) {
      return page(error.status, 'Refused: ' + error.message);
    }
  };`;

const visitor = {
  name: 'Kenji Sato',
  email: 'kenji@example.com',
  phone: '',
  message: 'Is there a class for adult beginners?',
};

let nextClient = 0;
/** Each test's visitor comes from an address of its own, so the per-client limit stays theirs. */
const newClient = () => `10.9.0.${++nextClient}`;

describe('a form sent to a page without its script', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    const files = {
      'shell/dist/server/render.js': RENDER_BUNDLE,
      'shell/dist/document.json': JSON.stringify({ staticHead: [], stylesheets: [] }),
    };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(t.config.staticRoot, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
    }
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    fields: Record<string, string>,
    remoteAddress = newClient(),
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  const inbox = async (): Promise<ContactSubmission[]> => {
    const headers = await signIn(t.app);
    return (await t.app.inject({ method: 'GET', url: api('/contact/contacts/submissions'), headers })).json()
      .data;
  };

  it('answers a page of one visitor’s own as private, and out of search indexes', async () => {
    const response = await post('/classes/booking?token=t0k3n', { token: 't0k3n' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>Cancelled</main>');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('sends the message through the contact API and answers with the page, never cached', async () => {
    const response = await post('/contact', { ...visitor, name: ' Kenji  Sato ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<main>Sent</main>');
    expect(await inbox()).toEqual([expect.objectContaining({ ...visitor, name: 'Kenji Sato' })]);
    await t.app.backgroundTasksSettled();
    expect((await readOutbox(t.dataDir)).some((mail) => mail.includes(visitor.message))).toBe(true);
  });

  it('answers a refused form with the page, the API’s status and its sentence, and stores nothing', async () => {
    const before = (await inbox()).length;
    const response = await post('/contact', { ...visitor, message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<main>Refused: message is required</main>');
    expect(await inbox()).toHaveLength(before);
  });

  it('drops a message whose honeypot is filled, with the same answer: nothing stored, nothing mailed', async () => {
    await t.app.backgroundTasksSettled();
    const [stored, mailed] = [(await inbox()).length, (await readOutbox(t.dataDir)).length];
    const response = await post('/contact', { ...visitor, website: 'https://cheap-pills.example' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>Sent</main>');
    await t.app.backgroundTasksSettled();
    expect(await inbox()).toHaveLength(stored);
    expect(await readOutbox(t.dataDir)).toHaveLength(mailed);
  });

  it('counts the visitor’s own address against the limit, not the server’s', async () => {
    const client = newClient();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await post('/contact', visitor, client)).statusCode).toBe(200);
    }
    const refused = await post('/contact', visitor, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Refused: Too many requests. Please try again in 15 minutes.');
    // Another visitor is not held back by the first one's messages.
    expect((await post('/contact', visitor)).statusCode).toBe(200);
  });

  it('refuses a multipart form with 415 before reading it, and JSON too', async () => {
    const before = (await inbox()).length;
    const { payload, headers } = await multipartBody(visitor);
    const multipart = await t.app.inject({ method: 'POST', url: '/contact', payload, headers });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(multipart.body).toBe(
      'This page takes a form as a browser sends it (application/x-www-form-urlencoded).',
    );
    const json = await t.app.inject({ method: 'POST', url: '/contact', payload: visitor });
    expect(json.statusCode).toBe(415);
    expect(await inbox()).toHaveLength(before);
  });

  it('takes the longest message the API takes, whatever its script, and refuses a body over 64 KiB with 413', async () => {
    const longest = await post('/contact', { ...visitor, message: '日'.repeat(5000) });
    expect(longest.statusCode).toBe(200);

    const tooLarge = await post('/contact', { ...visitor, message: 'x'.repeat(64 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toBe('The request is too large.');
  });

  it('answers 405 with a sentence to a form sent to a page that takes none', async () => {
    const response = await post('/about', { anything: 'at all' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('This page takes no form: there is nothing to send here.');
  });

  it('refuses a form another site makes its visitors send (Origin, or Referer without it), storing nothing', async () => {
    // The site's pages keep their Origin on their own form posts (no-referrer would make it null).
    const page = await t.app.inject({ method: 'GET', url: '/contact', headers: { accept: 'text/html' } });
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const before = (await inbox()).length;
    const FOREIGN = 'This form can be sent only from the pages of this site.';
    for (const headers of [
      { origin: 'https://evil.example' },
      // What a page with Referrer-Policy: no-referrer (or a sandboxed frame) sends.
      { origin: 'null' },
      { origin: 'https://evil.example', referer: `${t.config.publicUrl}/contact` },
      { referer: 'https://evil.example/relay.html' },
      { referer: 'not a url' },
    ] as Record<string, string>[]) {
      const refused = await post('/contact', visitor, newClient(), headers);
      expect({ headers, status: refused.statusCode, body: refused.body }).toEqual({
        headers,
        status: 403,
        body: FOREIGN,
      });
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    expect((await inbox()).length).toBe(before);
    // The site's own pages: its public address, or the one the request was sent to; and a
    // browser that sends neither header (an old one, or privacy settings) is believed.
    for (const headers of [
      { origin: new URL(t.config.publicUrl).origin },
      { origin: 'http://localhost:80' },
      { referer: `${t.config.publicUrl}/contact?x=1` },
      {},
    ] as Record<string, string>[]) {
      const sent = await post('/contact', visitor, newClient(), headers);
      expect({ headers, status: sent.statusCode }).toEqual({ headers, status: 200 });
    }
    expect((await inbox()).length).toBe(before + 4);
  });

  it('keeps a POST to an address that is no page a plain 404', async () => {
    const response = await post('/nowhere', visitor);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });
});
