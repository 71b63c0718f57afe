import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';
/** What a remote's code needs of its origin: its scripts, its stylesheets, its manifest's fetch. */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'connect-src'];

/** Adds `sources` to the directives named `names` of this one answer's CSP. */
function addSources(reply: FastifyReply, names: readonly string[], sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  const extended = policy
    .split(';')
    .map((directive) =>
      names.includes(directive.trim().split(' ')[0]) ? `${directive} ${sources.join(' ')}` : directive,
    )
    .join(';');
  reply.header('content-security-policy', extended);
}

/**
 * Lets this one answer's page load remotes from `origins` too (an administrator's own overrides,
 * pointing at a dev server): the CSP every other page gets stays as it is.
 */
export const allowRemoteOrigins = (reply: FastifyReply, origins: readonly string[]) =>
  addSources(reply, REMOTE_DIRECTIVES, origins);

/**
 * Lets this one answer's page hold the `<style>` elements with these hashes (a server-rendered
 * page's stylesheets, inline): `style-src-elem`, which governs `<style>` and stylesheet links, is this
 * answer's `style-src` with the hashes in place of 'unsafe-inline' (which a browser ignores
 * beside a hash anyway), so no other inline `<style>` runs on the page. Style attributes
 * (`style-src-attr`) still fall back to `style-src` as before.
 */
export function allowInlineStyles(reply: FastifyReply, hashes: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || hashes.length === 0) return;
  const directives = policy.split(';').map((directive) => directive.trim());
  const styleSrc = directives.find((directive) => directive.split(' ')[0] === 'style-src');
  if (!styleSrc) return;
  const sources = styleSrc
    .split(' ')
    .slice(1)
    .filter((source) => source !== "'unsafe-inline'");
  reply.header(
    'content-security-policy',
    [...directives, ['style-src-elem', ...sources, ...hashes].join(' ')].join(';'),
  );
}

/**
 * Lets this one answer's page run the inline scripts with these hashes (a server-rendered page's
 * start script), beside its own files and the remotes' origins: no other inline script runs.
 */
const allowInlineScripts = (reply: FastifyReply, hashes: readonly string[]) =>
  addSources(reply, ['script-src'], hashes);

interface InlineCode {
  styleHashes: string[];
  scriptHashes: string[];
}

/**
 * The CSP a kept page was last answered with, by the policy it was made from: a kept page is
 * answered thousands of times with the same policy (any visitor's but an administrator with
 * overrides, whose page is never kept), so its policy is worked out once, not on every answer.
 */
const policiesOfPages = new WeakMap<InlineCode, { from: string; policy: string }>();

/** What a rendered page holds inline, allowed by this one answer's CSP. */
export function allowInlineCode(reply: FastifyReply, page: InlineCode) {
  const from = reply.getHeader('content-security-policy');
  const known = policiesOfPages.get(page);
  if (known && known.from === from) {
    reply.header('content-security-policy', known.policy);
    return;
  }
  allowInlineStyles(reply, page.styleHashes);
  allowInlineScripts(reply, page.scriptHashes);
  const policy = reply.getHeader('content-security-policy');
  if (typeof from === 'string' && typeof policy === 'string') policiesOfPages.set(page, { from, policy });
}

/**
 * The headers helmet sets with `options`, worked out once: they are the same on every answer
 * (@fastify/helmet ran helmet's whole set-up again on each request, a tenth of a kept page's
 * cost). A header's name is kept as helmet writes it.
 */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const collector = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as never, collector, () => undefined);
  return headers;
}

/**
 * Security headers with a CSP that allows exactly what the site uses: its own scripts, and those
 * of the folders remotes may be released to (REMOTE_ORIGINS, as prefixes: a CSP source with a
 * path ending in `/` allows what is under it, for scripts, stylesheets and the manifests' fetches), inline styles (the remotes inject style tags), images and media from
 * anywhere over https (content may hold absolute image URLs), and map embeds from the two
 * allowed providers.
 */
async function securityPlugin(app: FastifyInstance) {
  const { config } = app;
  const remoteOrigins = config.remotePrefixes;
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
        connectSrc: ["'self'", ...(config.apiOrigin ? [config.apiOrigin] : []), ...remoteOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Pages on a sibling origin (the dev servers, a split deployment) load uploaded images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // No address of ours reaches another site, as with no-referrer; but the site's own form posts
    // keep their Origin (no-referrer makes a browser send `Origin: null` on every POST), which the
    // page forms check.
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, only over https: on plain http it would pin a browser to an https site that
    // may not exist (a local start, a proxy that ends TLS elsewhere).
    strictTransportSecurity: false,
  });
  // On the answer itself, as helmet sets them, so that every way of answering sends them (a file
  // streamed, an error); an answer's own header of the same name (its CSP) goes over it.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY, so a client cannot claim https.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
