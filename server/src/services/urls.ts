/** The origin of a URL that is http(s), or undefined. */
export function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A path of this site: one slash, then anything but a second slash or a backslash (a host to a browser). */
export const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);
