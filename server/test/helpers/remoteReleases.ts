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
