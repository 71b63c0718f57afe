import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { federationName } from '@academy/contracts';
import SHARED_MODULES from '@academy/contracts/shared-modules.json';
import {
  BUILD_ID_FILE,
  type PinOptions,
  type RemoteSourceOptions,
  SERVER_DIR,
  downloadedServerBuild,
  manifestSource,
  oncePerKey,
  pinnedOf,
} from './remoteReleases';
import { requireAfresh } from './requireAfresh';

function versionOf(pkg: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own version
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/** A remote's server entry on disk, known to belong with its browser build. */
interface CheckedEntry {
  file: string;
  version: string;
}

/** The remote's server entry on disk, once its two builds are known to belong together. */
async function checkedServerEntry(dist: string): Promise<CheckedEntry> {
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

/**
 * checkedServerEntry, done again only when one of the three files it reads has changed (a
 * synchronous stat of each, microseconds): a render no longer opens and reads both build ids for
 * each remote on its page. A check that failed is done again next time.
 */
function checkedServerEntries() {
  const checked = new Map<string, { stamps: string; entry: Promise<CheckedEntry> }>();
  return (dist: string): Promise<CheckedEntry> => {
    const stamps = [
      path.join(dist, BUILD_ID_FILE),
      path.join(dist, SERVER_DIR, BUILD_ID_FILE),
      path.join(dist, SERVER_DIR, 'remoteEntry.js'),
    ]
      .map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1)
      .join(' ');
    const known = checked.get(dist);
    if (known?.stamps === stamps) return known.entry;
    const entry = checkedServerEntry(dist);
    checked.set(dist, { stamps, entry });
    entry.catch(() => {
      if (checked.get(dist)?.entry === entry) checked.delete(dist);
    });
    return entry;
  };
}

export interface ServerEntriesOptions extends RemoteSourceOptions, PinOptions {
  /** Where the server builds of releases at other origins are kept once fetched and checked (<remote>/<digest>/server). */
  cacheDir: string;
}

export interface ServerEntries {
  /**
   * The default export of a remote's exposed module, as the server build of its registry entry
   * has it; `digest` is the entry's pin (the runtime config's `releases[remote].digest`), without
   * which nothing from another origin is run.
   */
  load<T>(remote: string, expose: string, manifestUrl: string, digest?: string): Promise<T>;
}

/**
 * The server's federation host: it loads the public remotes' server entries through the same
 * registry as the browser: a remote's build in this deployment (`/remotes/<remote>/...`), a
 * release folder it serves (`/releases/<remote>/<version>/...`), or a pinned release at an allowed
 * origin, whose server build is fetched and checked against its pin once into `cacheDir`. A remote
 * registered anywhere else, or at another origin without a pin, is rendered by the browser. A rebuilt remote, or an entry pointed at another build, is registered
 * anew on the next request that needs it, without a restart.
 */
export function createServerEntries(options: ServerEntriesOptions): ServerEntries {
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
        // Entries are files on this server's disk (a build, a release, or one fetched into the
        // cache folder): required from there, afresh after a rebuild.
        loadEntry({ remoteInfo }) {
          return requireAfresh(new URL(remoteInfo.entry).pathname);
        },
      },
    ],
  });
  const registered = new Map<string, string>();
  const checkedEntry = checkedServerEntries();
  // One download per release, shared by the renders that ask for it at once.
  const downloads = oncePerKey<CheckedEntry>();

  return {
    async load<T>(remote: string, expose: string, manifestUrl: string, digest?: string): Promise<T> {
      const source = manifestSource(manifestUrl, options);
      if (!source)
        throw new Error(`${remote} is served from ${manifestUrl}, which the server does not run code from`);
      const { file, version } =
        source.kind === 'disk'
          ? await checkedEntry(source.folder)
          : await downloads(`${remote} ${digest} ${source.url.href}`, async () =>
              downloadedServerBuild(
                options,
                await pinnedOf(options, remote, source.url, digest),
                options.cacheDir,
              ),
            );
      const name = federationName(remote);
      const entry = `file://${file}?v=${encodeURIComponent(version)}`;
      if (registered.get(name) !== entry) {
        federation.registerRemotes([{ name, entry }], { force: registered.has(name) });
        registered.set(name, entry);
      }
      const module = await federation.loadRemote<{ default?: T }>(`${name}/${expose}`);
      if (!module?.default) throw new Error(`${name}/${expose} has no default export`);
      return module.default;
    },
  };
}
