import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type RuntimeConfig, federationName } from '@academy/contracts';

/**
 * A SHA-256 no file has: what a file of a pinned release that its pin does not list is checked
 * against, so the browser refuses it rather than run it unchecked.
 */
const UNPINNED = `sha256-${'A'.repeat(43)}=`;

/** A file of a pinned release the runtime loaded, and whether the browser took it. */
interface PinnedLoad {
  remote: string;
  tag: 'script' | 'link';
  url: string;
  attrs: Record<string, unknown>;
  integrity: string;
  loaded: Promise<boolean>;
}

/** An element for a file of a pinned release: the browser runs or applies it only if it is that file. */
function checkedElement(load: Omit<PinnedLoad, 'loaded' | 'remote'>): HTMLScriptElement | HTMLLinkElement {
  const element = document.createElement(load.tag);
  for (const [name, value] of Object.entries(load.attrs)) element.setAttribute(name, String(value));
  element.setAttribute(load.tag === 'script' ? 'src' : 'href', load.url);
  element.setAttribute('integrity', load.integrity);
  element.setAttribute('crossorigin', 'anonymous');
  return element;
}

const arrival = (element: HTMLElement) =>
  new Promise<boolean>((resolve) => {
    element.addEventListener('load', () => resolve(true));
    element.addEventListener('error', () => resolve(false));
  });

/**
 * Subresource Integrity for pinned releases (a release on another origin, whose runtime config
 * entry has a digest): the federation runtime fetches its manifest with its integrity, and loads
 * its entry, scripts and stylesheets with theirs (and CORS, which SRI needs), every chunk of the
 * page's module at once ('all', so none is left for the remote's own loader, which checks
 * nothing). A file changed on the origin after the release was pinned is refused by the browser:
 * the module is not handed out (each refused file is tried once more per load, for a network
 * failure), and the slot shows its fallback while the rest of the page works.
 */
export function releaseIntegrity(
  config: Pick<RuntimeConfig, 'remotes' | 'releases'>,
  base = window.location.href,
): ModuleFederationRuntimePlugin {
  const pinned = Object.entries(config.releases ?? {}).flatMap(([remote, release]) =>
    release.digest && config.remotes[remote]
      ? [
          {
            remote: federationName(remote),
            // The release's folder: its files are pinned by their path in it.
            folder: new URL('.', new URL(config.remotes[remote], base)).href,
            integrity: release.integrity ?? {},
          },
        ]
      : [],
  );
  const loads: PinnedLoad[] = [];

  /** The pinned release `url` is a file of, with the integrity the file must have. */
  function pinOf(url: string) {
    const absolute = new URL(url, base).href;
    const release = pinned.find(({ folder }) => absolute.startsWith(folder));
    return (
      release && {
        remote: release.remote,
        integrity: release.integrity[absolute.slice(release.folder.length)] ?? UNPINNED,
      }
    );
  }

  /** The element for `url`, checked and watched, when it is a file of a pinned release. */
  function load(tag: PinnedLoad['tag'], url: string, attrs: Record<string, unknown> = {}) {
    const pin = pinOf(url);
    if (!pin) return undefined;
    const element = checkedElement({ tag, url, attrs, integrity: pin.integrity });
    loads.push({ ...pin, tag, url, attrs, loaded: arrival(element) });
    return element;
  }

  return {
    name: 'academy-release-integrity',
    fetch(url, init) {
      const pin = pinOf(url);
      return pin ? fetch(url, { ...init, integrity: pin.integrity }) : undefined;
    },
    createScript: ({ url, attrs }) => load('script', url, attrs) as HTMLScriptElement | undefined,
    createLink: ({ url, attrs }) => load('link', url, attrs) as HTMLLinkElement | undefined,
    async beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        if (pinned.some(({ remote }) => remote === op.nameOrAlias)) op.resourceCategory = 'all';
      }
    },
    async beforeGetExpose({ moduleInfo }) {
      for (const file of loads.filter(({ remote }) => remote === moduleInfo.name)) {
        if (await file.loaded) continue;
        const again = checkedElement(file);
        file.loaded = arrival(again);
        document.head.appendChild(again);
        if (!(await file.loaded)) {
          throw new Error(
            `${file.url} is not the file pinned for ${moduleInfo.name}: the browser refused it`,
          );
        }
      }
    },
  };
}
