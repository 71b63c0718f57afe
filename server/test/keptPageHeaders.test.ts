import { brotliDecompressSync } from 'node:zlib';
import { type AuthHeaders, type TestApp, createTestApp, signIn } from './helpers/testApp';
import { startAboutCanary, writeFakeSite } from './helpers/fakeBuilds';
import { saveHomeHero } from './helpers/homeHero';

// A kept page is answered from memory with its headers worked out once (the security headers at
// start, its CSP once per page): every answer must still carry each header a rendered page gets.

/** The security headers every answer carries, as helmet sets them. */
const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const INLINE_STYLES = /style-src-elem 'self' [^;]*'sha256-[^']+'/;

describe('the headers of a kept page', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  const page = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app);
    await writeFakeSite(t.config.staticRoot);
    await saveHomeHero(t, admin, 'Kept');
  });
  afterAll(() => t.close());

  it('sends every header of its first answer: security headers, its CSP with its hashes, caching and encoding', async () => {
    const first = await page();
    expect(first.statusCode).toBe(200);
    const kept = await page({ 'accept-encoding': 'br, gzip' });
    const again = await page({ 'accept-encoding': 'br, gzip' });
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(first.body);
    for (const answer of [first, kept, again]) {
      expect(answer.headers).toMatchObject(SECURITY_HEADERS);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self';");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toMatch(INLINE_STYLES);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    // The policy worked out once for the kept page is the one its first answer had.
    expect(kept.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers.vary).toContain('Accept-Encoding');
    expect(kept.headers.etag).toBe(again.headers.etag);

    const revalidated = await page({ 'if-none-match': String(kept.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers).toMatchObject(SECURITY_HEADERS);
    expect(revalidated.headers.etag).toBe(kept.headers.etag);
    expect(String(revalidated.headers['content-security-policy'])).toMatch(INLINE_STYLES);
  });

  it("sends the security headers on an answer that is not a page, without any page's inline hashes", async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject(SECURITY_HEADERS);
    expect(String(missing.headers['content-security-policy'])).not.toContain('style-src-elem');
  });

  it('gives a fresh visitor their canary bucket on a kept page, and a returning one no cookie', async () => {
    await startAboutCanary(t, admin);
    // Both variants kept first, so that the fresh visitors below are answered from memory.
    for (const bucket of [10, 90])
      for (let visit = 0; visit < 2; visit++) await page({ cookie: `academy_bucket=${bucket}` });

    for (let visitor = 0; visitor < 4; visitor++) {
      const fresh = await page({ 'accept-encoding': 'br' });
      expect(fresh.headers['content-encoding']).toBe('br');
      const cookie = String(fresh.headers['set-cookie']);
      expect(cookie).toMatch(/^academy_bucket=\d{1,2};/);
      const returning = await page({ 'accept-encoding': 'br', cookie: cookie.split(';')[0] });
      expect(returning.headers['set-cookie']).toBeUndefined();
      expect(returning.headers).toMatchObject(SECURITY_HEADERS);
    }
  });
});
