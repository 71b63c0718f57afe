import { createHash } from 'node:crypto';

// Releases on other origins (REMOTE_ORIGINS): where a registry entry may point, and how their
// files are fetched. The API server judges an entry with the same functions before it stores it,
// and server rendering again before it fetches anything.

/** How long one request to another origin may take, its body included. */
const ORIGIN_FETCH_BOUND_MS = 5000;
/** The largest manifest or release.json taken from another origin. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;
/** The largest other file of a release taken from another origin (a server file, a stylesheet). */
export const MAX_RELEASE_FILE_BYTES = 8 * 1024 * 1024;

/** What a URL's text may hold that the parser would read as something else, and how to say so. */
const REWRITTEN: [RegExp, string][] = [
  [/[\t\n\r]/, 'a tab or a line break, which a URL parser drops'],
  [/\\/, 'a backslash, which a URL parser reads as a slash'],
  [/%(2e|2f|5c)/i, 'an encoded dot, slash or backslash (%2e, %2f, %5c), which servers may decode'],
];

/**
 * Why `raw` is not written as a URL parser reads it (`parsed`, the href `new URL` made of it), or
 * undefined when it is. What is stored, judged and fetched must be one and the same text: a tab, a
 * newline or a backslash (`/\t/evil.example/`) can make another host of it, and dot segments,
 * plain or encoded (`/academy/%2e%2e/other/`), another folder.
 */
export function rewritingOf(raw: string, parsed: string): string | undefined {
  const named = REWRITTEN.find(([pattern]) => pattern.test(raw));
  if (named) return `it holds ${named[1]}`;
  return raw === parsed ? undefined : `it reads as ${parsed}`;
}

/** The sentence refusing a URL whose text is not written as it is read (see rewritingOf), if it is not. */
export function rewrittenUrlRefusal(raw: string, parsed: string): string | undefined {
  const rewriting = rewritingOf(raw, parsed);
  return (
    rewriting &&
    `${JSON.stringify(raw)} is not written as it is read (${rewriting}): give the manifest's URL as it is.`
  );
}

/** The sentence refusing what is no URL of a manifest at all. */
export const notAManifestUrl = (raw: string) =>
  `"${raw}" is not a manifest URL: give a path on this site or an http(s) URL.`;

/** A REMOTE_ORIGINS entry as the prefix every URL under it starts with: its href, ending in a slash. */
export const prefixOf = (entry: string) => {
  const { href } = new URL(entry);
  return href.endsWith('/') ? href : `${href}/`;
};

/** A prefix as a person writes it: the bare origin for a whole origin. */
const shownPrefix = (prefix: string) => {
  const url = new URL(prefix);
  return url.pathname === '/' ? url.origin : url.href;
};

/** Where a release on another origin is: the URL of its manifest, or why that is not one. */
export type ReleaseUrl = { url: URL } | { refusal: string };

/**
 * Judges `raw` as the URL of a release's manifest on another origin: an http(s) URL, written as
 * it is read (see rewritingOf), under one of `prefixes` (REMOTE_ORIGINS), naming an
 * `mf-manifest.json` with no query or fragment. The refusal is a sentence for whoever set it.
 */
export function releaseUrl(raw: string, prefixes: readonly string[]): ReleaseUrl {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return { refusal: notAManifestUrl(raw) };
  const rewritten = rewrittenUrlRefusal(raw, url.href);
  if (rewritten) return { refusal: rewritten };
  const normalised = prefixes.map(prefixOf);
  if (!normalised.some((prefix) => url.href.startsWith(prefix))) {
    const onOrigin = normalised.filter((prefix) => new URL(prefix).origin === url.origin);
    if (onOrigin.length) {
      return {
        refusal: `${url.href} is outside ${onOrigin.join(', ')}, where remotes may be loaded from on ${url.origin} (REMOTE_ORIGINS).`,
      };
    }
    const allowed = prefixes.length
      ? `this site or ${normalised.map(shownPrefix).join(', ')}`
      : 'this site only';
    return {
      refusal: `${url.origin} is not an origin remotes may be loaded from (${allowed}): add it to REMOTE_ORIGINS first.`,
    };
  }
  if (!url.pathname.endsWith('/mf-manifest.json') || url.search || url.hash) {
    return {
      refusal: `${url.href} is not a release's manifest: give the URL of its mf-manifest.json, with no query.`,
    };
  }
  return { url };
}

/** A file's Subresource Integrity string (`sha256-<base64>`), as release.json pins it. */
export const integrityOf = (bytes: Uint8Array) =>
  `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** Why a fetch failed, as a clause: undici hides the reason (refused, reset, ...) in its cause. */
function failureOf(error: unknown): string {
  const { message, cause } = error as Error & { cause?: Error };
  return cause?.message ?? message;
}

/**
 * A GET of a file on another origin, its bytes: within ORIGIN_FETCH_BOUND_MS (its body too) and
 * at most `maxBytes` long, refused by its Content-Length before it is read, or as soon as it grows
 * past, so an origin can neither hold nor fill the server. A redirect is a failure: it could lead
 * anywhere, past the allowed origins. Throws with the reason as a clause ("... answered 404").
 */
export async function fetchFromOrigin(url: URL, maxBytes: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(ORIGIN_FETCH_BOUND_MS) });
  } catch (error) {
    throw new Error(failureOf(error));
  }
  const tooLarge = () => new Error(`it is larger than ${maxBytes} bytes`);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`${url.origin} answered ${response.status}`);
  }
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body.cancel();
    throw tooLarge();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    throw new Error(failureOf(error));
  }
  return Buffer.concat(chunks);
}
