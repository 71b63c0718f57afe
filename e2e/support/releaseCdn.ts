// A team's release of the about section, and a second origin serving it as a CDN does: shared by
// the release specs, so the release is built once per run of the suite.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { BASE_URL, CDN_ORIGIN, CDN_PORT, DEPLOY_TOKEN, E2E_PORT, REPO_ROOT } from './environment';
import { copyRepository, run } from './repositoryCopy';

/** The visible change the release carries: the about page's team heading. */
export const RELEASED_HEADING = 'Our Team, released elsewhere';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

/** Where this run's release is built: kept for the suite's other specs, gone at the next run. */
const BUILT = path.join(os.tmpdir(), `karate-academy-e2e-${E2E_PORT}-release-${process.ppid}`);

export interface BuiltRelease {
  /** The folder the CDN serves: release folders under about/. */
  cdnRoot: string;
  /** The release's folder in it, and its manifest's URL on the CDN. */
  folder: string;
  url: string;
}

/**
 * The about section with RELEASED_HEADING, released from a copy of the repository as a team's
 * pipeline does (`npm run release -- about`), into a folder served as the CDN's. Built by the first
 * spec that asks in a run of the suite; the others find it.
 */
export function releasedAbout(): BuiltRelease {
  const cdnRoot = path.join(BUILT, 'cdn');
  const made = path.join(BUILT, 'release.json');
  if (!fs.existsSync(made)) {
    for (const stale of fs
      .readdirSync(os.tmpdir())
      .filter((name) => name.startsWith(`karate-academy-e2e-${E2E_PORT}-release-`)))
      fs.rmSync(path.join(os.tmpdir(), stale), { recursive: true, force: true });
    const copy = path.join(BUILT, 'copy');
    fs.mkdirSync(copy, { recursive: true });
    copyRepository(copy);
    const pageFile = path.join(copy, 'remotes', 'about', 'page', 'AboutPage.tsx');
    const source = fs.readFileSync(pageFile, 'utf8');
    fs.writeFileSync(pageFile, source.replace('heading="Our Team"', `heading="${RELEASED_HEADING}"`));
    const printed = run(copy, 'npm', ['run', '--silent', 'release', '--', 'about']);
    const manifestPath = /^(\/releases\/about\/[^/\s]+\/mf-manifest\.json)$/m.exec(printed)?.[1];
    expect(manifestPath, printed).toBeTruthy();
    // Copied as it is to the other origin, under its path without /releases.
    fs.cpSync(path.join(copy, 'releases'), cdnRoot, { recursive: true });
    fs.rmSync(copy, { recursive: true, force: true });
    fs.writeFileSync(made, JSON.stringify({ manifestPath: manifestPath!.replace(/^\/releases/, '') }));
  }
  const { manifestPath } = JSON.parse(fs.readFileSync(made, 'utf8')) as { manifestPath: string };
  return {
    cdnRoot,
    folder: path.dirname(path.join(cdnRoot, manifestPath)),
    url: `${CDN_ORIGIN}${manifestPath}`,
  };
}

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
