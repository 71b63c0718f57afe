/** The origin of a URL that is http(s), or undefined. */
export function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Two stand-ins for this site while a path is parsed: no real host has these names (RFC 6761). */
const SITES = ['http://this-site.invalid', 'http://other-site.invalid'];

/**
 * A path of this site as a browser (or `new URL`) reads it, or undefined when it is none. Judged
 * after WHATWG parsing, which removes tabs and newlines anywhere and reads a backslash as a slash:
 * `/<tab>/evil.example/`, `/<newline>/evil.example/` and `/\\evil.example/` are all
 * `//evil.example/`, a host. A path stays on whichever site it is resolved against (so
 * `//this-site.invalid/` is no path either). The answer is the parsed path (with its query and
 * fragment), so what is stored or rendered is what a browser will ask for.
 */
export function sitePath(path: string): string | undefined {
  // A path starts with its slash as written: `<tab>/x` or ` /x` is text, not a path.
  if (!path.startsWith('/')) return undefined;
  let parsed: URL | undefined;
  for (const site of SITES) {
    try {
      parsed = new URL(path, site);
    } catch {
      return undefined;
    }
    if (parsed.origin !== site) return undefined;
  }
  return parsed && `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
