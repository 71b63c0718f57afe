import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A module federation manifest as a release of `name` has it. */
export function manifest(name: string, { exposes = ['Page'], runtime = '^2.0.0' } = {}) {
  return JSON.stringify({
    id: name,
    name,
    exposes: exposes.map((expose) => ({ name: expose, path: `./${expose}` })),
    shared: [
      { name: '@academy/runtime', version: runtime.slice(1), requiredVersion: runtime, singleton: true },
    ],
  });
}

/** The digest a pin keeps of a release.json: the SHA-256 of its bytes, hex. */
export const releaseDigest = (releaseJson: string) => createHash('sha256').update(releaseJson).digest('hex');

/**
 * A release of `name` in `folder` on an origin, as `npm run release` writes it: its manifest and
 * the release.json that pins it (here the manifest only), keyed by their paths on the origin.
 */
export function releaseFiles(
  folder: string,
  name: string,
  version: string,
  options: Parameters<typeof manifest>[1] = {},
): Record<string, string> {
  const manifestText = manifest(name, options);
  const releaseJson = `${JSON.stringify(
    {
      remote: name,
      version,
      buildId: createHash('sha256').update(`${name} ${version}`).digest('hex').slice(0, 16),
      files: { 'mf-manifest.json': `sha256-${createHash('sha256').update(manifestText).digest('base64')}` },
    },
    null,
    2,
  )}\n`;
  return { [`${folder}/mf-manifest.json`]: manifestText, [`${folder}/release.json`]: releaseJson };
}

/** A second origin, as a CDN would serve releases: a plain static server of a few files. */
export async function startOrigin(files: Record<string, string>) {
  const server = http.createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The shell's build as the registry reads it: its manifest says which shared runtime it provides. */
export async function writeShellManifest(staticRoot: string, runtimeVersion = '2.0.0') {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  await fs.mkdir(shellDist, { recursive: true });
  await fs.writeFile(
    path.join(shellDist, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: [{ name: '@academy/runtime', version: runtimeVersion }] }),
  );
}

/** A file's Subresource Integrity string, as release.json pins it. */
const integrityOf = (content: string) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

/**
 * A release folder's files with the release.json `npm run release` writes beside them (every other
 * file's integrity, keys sorted, 2-space JSON), and its digest (the SHA-256 of release.json, hex).
 */
export function withReleaseFile(
  remote: string,
  version: string,
  files: Record<string, string>,
  buildId = '0123456789abcdef0123456789abcdef',
) {
  const pinned = Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((file) => [file, integrityOf(files[file])]),
  );
  const releaseJson = `${JSON.stringify({ remote, version, buildId, files: pinned }, null, 2)}\n`;
  return {
    files: { ...files, 'release.json': releaseJson },
    digest: createHash('sha256').update(releaseJson).digest('hex'),
  };
}
