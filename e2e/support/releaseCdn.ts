// A second origin serving releases as a CDN does, for the release specs; the release itself is
// built before the suite (e2e/support/prebuilt.ts).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { BASE_URL, CDN_ORIGIN, CDN_PORT, DEPLOY_TOKEN, REPO_ROOT } from './environment';
import type { BuiltRelease } from './prebuilt';

export { type BuiltRelease, RELEASED_HEADING, releasedAbout } from './prebuilt';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

/** A file's Subresource Integrity string, as release.json lists it. */
const integrityOf = (bytes: Buffer | string) =>
  `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;

/**
 * Another release made from `release` without a build: its folder copied under `version`, each
 * browser script changed by `change` (a file it leaves alone keeps its bytes), and its release.json
 * written anew for what it now holds, so it pins as a release of its own. Its URL on the CDN.
 */
export function derivedRelease(
  release: BuiltRelease,
  version: string,
  change: (text: string) => string = (text) => text,
): string {
  const folder = path.join(path.dirname(release.folder), version);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(release.folder, folder, { recursive: true });
  const releaseFile = path.join(folder, 'release.json');
  const pin = JSON.parse(fs.readFileSync(releaseFile, 'utf8')) as {
    version: string;
    files: Record<string, string>;
  };
  for (const file of Object.keys(pin.files).filter(
    (name) => name.endsWith('.js') && !name.startsWith('server/'),
  )) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    const changed = change(text);
    if (changed !== text) {
      fs.writeFileSync(path.join(folder, file), changed);
      pin.files[file] = integrityOf(changed);
    }
  }
  pin.version = version;
  fs.writeFileSync(releaseFile, `${JSON.stringify(pin, null, 2)}\n`);
  return `${CDN_ORIGIN}/about/${version}/mf-manifest.json`;
}

/** A static host of release folders on another origin, as a CDN serves them (CORS on every file). */
export function startCdn(root: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(
      root,
      path.normalize(decodeURIComponent(new URL(request.url!, CDN_ORIGIN).pathname)),
    );
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(CDN_PORT, '127.0.0.1', () => resolve(server)));
}

/**
 * `npm run remotes -- ...` as a team's pipeline runs it against the site. Not synchronous: the
 * other origin answers from this process while the site fetches the manifest from it.
 */
export async function remotes(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'remotes.js'), ...args],
      { env: { ...process.env, SITE_URL: BASE_URL, DEPLOY_TOKEN } },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    return { code: 1, output: (error as { stderr: string }).stderr };
  }
}
