import Fastify, { type FastifyInstance } from 'fastify';
import security, {
  allowInlineCode,
  allowInlineStyles,
  allowRemoteOrigins,
} from '../src/plugins/external/security';

// A server-rendered page holds its stylesheets in a <style> and its start script in a <script>:
// its answer's CSP allows those by their hashes, and no other inline <style> or <script>.

const HASH = "'sha256-eko4ZxyxJCb2tPNgenUx7OHoHe6VysQC7l2fEnNgcZ0='";
const SCRIPT_HASH = "'sha256-Yl3Jb0Vq8uV8+8Rb9xV3v5xKQp5b8m3M2m4t1n1zXk0='";
/** A REMOTE_ORIGINS folder: the CSP allows what is under it, not the whole origin. */
const CDN = 'https://cdn.example/academy/';

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(' ')[0] === name);

describe('inline styles in the CSP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorate('config', { remotePrefixes: [CDN], apiOrigin: '' } as never);
    await app.register(security);
    app.get('/page', (_request, reply) => {
      allowInlineStyles(reply, [HASH]);
      reply.send('page');
    });
    app.get('/overridden-page', (_request, reply) => {
      allowRemoteOrigins(reply, ['http://localhost:3002']);
      allowInlineStyles(reply, [HASH]);
      reply.send('page');
    });
    app.get('/page-with-script', (_request, reply) => {
      allowInlineCode(reply, { styleHashes: [HASH], scriptHashes: [SCRIPT_HASH] });
      reply.send('page');
    });
    app.get('/plain', (_request, reply) => {
      allowInlineStyles(reply, []);
      reply.send('plain');
    });
  });
  afterAll(() => app.close());

  it('allows the page’s own style by its hash, and stylesheets from where style-src allows them', async () => {
    const csp = (await app.inject('/page')).headers['content-security-policy'];
    expect(directive(csp, 'style-src-elem')).toBe(`style-src-elem 'self' ${CDN} ${HASH}`);
    // Style attributes still fall back to style-src, which is unchanged.
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' 'unsafe-inline' ${CDN}`);
  });

  it('keeps an administrator’s dev origin for the stylesheets of a page rendered with their overrides', async () => {
    const csp = (await app.inject('/overridden-page')).headers['content-security-policy'];
    expect(directive(csp, 'style-src-elem')).toBe(
      `style-src-elem 'self' ${CDN} http://localhost:3002 ${HASH}`,
    );
  });

  it('allows the page’s start script by its hash, beside the site’s and the remotes’ script files', async () => {
    const csp = (await app.inject('/page-with-script')).headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${CDN} ${SCRIPT_HASH}`);
    expect(directive(csp, 'style-src-elem')).toBe(`style-src-elem 'self' ${CDN} ${HASH}`);
  });

  it('changes nothing for an answer without inline styles or scripts', async () => {
    const csp = (await app.inject('/plain')).headers['content-security-policy'];
    expect(directive(csp, 'style-src-elem')).toBeUndefined();
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${CDN}`);
  });
});
