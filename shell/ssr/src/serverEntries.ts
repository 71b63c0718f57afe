import fs from 'node:fs/promises';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { federationName } from '@academy/contracts';
import SHARED_MODULES from '@academy/contracts/shared-modules.json';

/** A remote's server build sits beside its browser build, with the same build id. */
const SERVER_DIR = 'server';
const BUILD_ID_FILE = 'build-id.txt';

function versionOf(pkg: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own version
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/** Where a default registry entry ('/remotes/<name>/mf-manifest.json') has its build on disk. */
function localDistOf(manifestUrl: string, remoteFolders: ReadonlyMap<string, string>): string | undefined {
  const match = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  return match ? remoteFolders.get(match[1]) : undefined;
}

/** The remote's server entry on disk, once its two builds are known to belong together. */
async function checkedServerEntry(dist: string): Promise<{ file: string; version: string }> {
  const file = path.join(dist, SERVER_DIR, 'remoteEntry.js');
  const [browserId, serverId, stats] = await Promise.all([
    fs.readFile(path.join(dist, BUILD_ID_FILE), 'utf8'),
    fs.readFile(path.join(dist, SERVER_DIR, BUILD_ID_FILE), 'utf8'),
    fs.stat(file),
  ]);
  // A browser build without its own server build would hydrate what another version rendered.
  if (browserId.trim() !== serverId.trim()) throw new Error(`${dist}: its browser and server builds differ`);
  return { file, version: `${serverId.trim()}:${stats.mtimeMs}` };
}

export interface ServerEntries {
  /** The default export of a remote's exposed module, as its current server build has it. */
  load<T>(remote: string, expose: string, manifestUrl: string): Promise<T>;
}

/**
 * The server's federation host: it loads the public remotes' server entries through the same
 * registry as the browser, from the local builds only (a deployment's own disk is the only place
 * the server runs code from; a remote served elsewhere is rendered by the browser). A rebuilt
 * remote is registered anew on the next request that needs it, without a restart.
 */
export function createServerEntries(remoteFolders: ReadonlyMap<string, string>): ServerEntries {
  const federation = createInstance({
    name: 'academy_server',
    remotes: [],
    // Every module the apps share (the contracts' one list), as this process's own instance, so
    // every render uses one React and one contracts runtime, whose router hooks are the shell's
    // (the entries are built with `import: false`).
    shared: Object.fromEntries(
      Object.entries(SHARED_MODULES).map(([module, pkg]) => [
        module,
        {
          version: versionOf(pkg),
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- this process's own instance
          lib: () => require(module),
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ]),
    ),
    plugins: [
      {
        name: 'local-server-entries',
        // Entries are files of this deployment: required from disk, afresh after a rebuild.
        loadEntry({ remoteInfo }) {
          const file = new URL(remoteInfo.entry).pathname;
          delete require.cache[require.resolve(file)];
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- an entry chosen at run time
          return require(file);
        },
      },
    ],
  });
  const registered = new Map<string, string>();

  return {
    async load<T>(remote: string, expose: string, manifestUrl: string): Promise<T> {
      const dist = localDistOf(manifestUrl, remoteFolders);
      if (!dist)
        throw new Error(`${remote} is served from ${manifestUrl}, which the server does not run code from`);
      const { file, version } = await checkedServerEntry(dist);
      const name = federationName(remote);
      if (registered.get(name) !== version) {
        federation.registerRemotes([{ name, entry: `file://${file}?v=${encodeURIComponent(version)}` }], {
          force: registered.has(name),
        });
        registered.set(name, version);
      }
      const module = await federation.loadRemote<{ default?: T }>(`${name}/${expose}`);
      if (!module?.default) throw new Error(`${name}/${expose} has no default export`);
      return module.default;
    },
  };
}
