import path from 'node:path';
import {
  type DocumentParts,
  heroImagePreload,
  type PageMeta,
  type PageModule,
  type PageRender,
  type RenderedRemote,
  type RuntimeConfig,
} from '@academy/contracts';
import { type ApiRead, type ApiWrite, serverReader, serverWriter } from './contentReader';
import { type PageDocument, inlineStartScript, pageDocument } from './document';
import { type FreshFiles, freshFiles } from './freshFiles';
import { MAX_MANIFEST_BYTES, MAX_RELEASE_FILE_BYTES } from './origins';
import { cspHash, pageCss } from './pageCss';
import {
  MANIFEST_FILE,
  type Pinned,
  fetchPinnedFile,
  manifestSource,
  oncePerKey,
  pinnedOf,
} from './remoteReleases';
import { type ServerEntriesOptions, createServerEntries } from './serverEntries';
import { shellRenderer } from './shellRenderer';
import { inlineSpeculationRules, speculationRules } from './speculationRules';

/** How long a remote's server entry may take to load before its slot is left to the browser. */
const REMOTE_LOAD_BOUND_MS = 2000;
/** How long a whole page may take on the server before the browser renders it instead. */
const PAGE_RENDER_BOUND_MS = 4000;

/**
 * A rendered page, with what it was made from: the files whose change makes it stale (the shell's
 * render bundle and document, the rendered remotes' builds on this disk) and whether it may be
 * kept at all (see PageRender's `complete`).
 */
export interface RenderedPage {
  status: number;
  html: string;
  /** The state the browser hydrates the page with, as JSON (in the HTML too, unless it starts when needed). */
  state: string;
  /** The CSP sources of the inline styles it holds: whoever keeps it and sends it again sends them. */
  styleHashes: string[];
  /** The same for its inline scripts (the start script). */
  scriptHashes: string[];
  complete: boolean;
  sources: string[];
  /**
   * Until when (milliseconds since the epoch) the page may be kept, when it changes by itself
   * with time (its meta's `keptUntil`); a time not after the render: not kept at all.
   */
  keptUntil?: number;
  /** One visitor's own page (its meta's `personal`): no server or cache may keep it. */
  personal?: boolean;
  /** Kept out of search indexes (its meta's `noindex`, or a personal page). */
  noindex?: boolean;
}

export type RenderedAnswer = RenderedPage | { status: number; location: string };

/** The files of a remote's build on this disk that change when it is rebuilt or replaced. */
const BUILD_FILES = [
  'build-id.txt',
  'mf-manifest.json',
  path.join('server', 'build-id.txt'),
  path.join('server', 'remoteEntry.js'),
];

/** A form was sent to a page that takes none (its module has no `action`): a 405 for the caller. */
export class PageTakesNoForm extends Error {
  constructor(url: string) {
    super(`The page at ${url} takes no form.`);
    this.name = 'PageTakesNoForm';
  }
}

/** What the page's meta says of keeping and indexing it, as the server's cache reads it. */
function keepingOf(meta: PageMeta): Pick<RenderedPage, 'keptUntil' | 'personal' | 'noindex'> {
  const until = meta.keptUntil === undefined ? undefined : Date.parse(meta.keptUntil);
  return {
    // A time that cannot be read keeps the page not at all, rather than for good.
    ...(until !== undefined && { keptUntil: Number.isNaN(until) ? 0 : until }),
    ...(meta.personal && { personal: true }),
    ...((meta.noindex || meta.personal) && { noindex: true }),
  };
}

function withinBound<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}

/**
 * A remote's stylesheets are linked the way the browser's federation runtime will ask for them
 * (protocol-relative to the page's own host), so that it finds the server's link and adds no
 * second one: a second link makes the phone style and lay out the whole page again. The host is
 * PUBLIC_URL's, never the request's: on a request to another host (an address of the server's
 * own, a forged Host) the link is path-absolute, which still works (it is only loaded twice).
 */
function stylesheetBase(requestHost: string, publicUrl: string): string {
  const { host } = new URL(publicUrl);
  return requestHost === host ? `//${host}` : '';
}

/** A stylesheet the page links, and how to read its text. */
interface PageStylesheet {
  href: string;
  chunk: string;
  /** A pinned release's stylesheet's SRI string: the browser applies only that file. */
  integrity?: string;
  text: () => Promise<string>;
}

interface Manifest {
  exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

export interface PageRendererOptions extends ServerEntriesOptions {
  /** Where the shell's build (shell/dist) and the releases this deployment serves (releases/) are. */
  staticRoot: string;
  /** The site's public address: every absolute URL a page holds is made from it. */
  publicUrl: string;
  /** A GET below the API prefix, answered in the server's process. */
  read: ApiRead;
  /**
   * A remote's slot of a page rendered with `config` could not be rendered on the server (its
   * entry could not be had, failed its pin, threw, or took too long): the browser renders it.
   * Not called for a remote an administrator overrode in their browser.
   */
  onSlotLeftToBrowser?(remote: string, config: RuntimeConfig): void;
  /**
   * The sections' page routes (`/blog/:id`): the pages a page's Speculation Rules let the browser
   * prerender (see speculationRules); none without.
   */
  pagePaths?: readonly string[];
}

/** What the page is asked for with. */
export interface PageRequest {
  /** Its path and query. */
  url: string;
  /** Its Host header, which decides nothing but how a stylesheet is linked (see stylesheetBase). */
  host: string;
  /**
   * The runtime config this visitor gets now: the registry may change between requests, and a
   * visitor's canary variant decides which release of a remote their page uses.
   */
  config: RuntimeConfig;
  /**
   * A form the visitor sent to the page without its script (a POST): its fields, and the API
   * writes of this visitor (answered in the server's process as their own requests).
   */
  submitted?: { form: URLSearchParams; write: ApiWrite };
  /**
   * A preview link's render: the page's reads see the drafts (`read`, in place of the renderer's),
   * and the document says it is a preview until `expiresAt`, for no index, with no script.
   */
  preview?: { read: ApiRead; expiresAt: string };
}

/** What of a runtime config says where the remotes come from. */
type Registry = Pick<RuntimeConfig, 'remotes' | 'releases'>;

/** The files on this disk a page made with `config` from these remotes may be made from: see `sources`. */
function remoteFiles(
  options: PageRendererOptions,
  config: RuntimeConfig,
  remotes: readonly string[],
): string[] {
  return remotes.flatMap((remote) => {
    const source = manifestSource(config.remotes[remote] ?? '', options);
    return source?.kind === 'disk' ? BUILD_FILES.map((file) => path.join(source.folder, file)) : [];
  });
}

const cssChunksOf = (manifest: Manifest, expose: string) => {
  const exposed = manifest.exposes.find((entry) => entry.name === expose);
  return exposed ? [...exposed.assets.css.sync, ...exposed.assets.css.async] : [];
};

/**
 * What a render reads of the remotes' releases: a pinned release's manifest, and the stylesheets
 * of an exposed module, from this disk or from the release's origin.
 */
function remoteReleaseFiles(options: PageRendererOptions, files: FreshFiles) {
  // A pinned release never changes: its manifest and stylesheets are fetched and checked once.
  const fetchedManifests = oncePerKey<Manifest>();
  const fetchedStylesheets = oncePerKey<string>();

  /** A pinned release's manifest, fetched from its origin and checked against its pin. */
  const pinnedManifest = (pinned: Pinned) =>
    fetchedManifests(`${pinned.digest} ${pinned.manifestUrl.href}`, async () => {
      const bytes = await fetchPinnedFile(options, pinned, MANIFEST_FILE, MAX_MANIFEST_BYTES);
      return JSON.parse(bytes.toString('utf8')) as Manifest;
    });

  /**
   * The stylesheets of a remote's exposed module, from the browser manifest its registry entry
   * names, at the URLs the browser's federation runtime will ask for: beside the manifest, on this
   * site (`base`) or at the release's other origin, where each carries its pinned integrity.
   */
  async function stylesheetsOf(
    remote: string,
    expose: string,
    config: Registry,
    base: string,
  ): Promise<PageStylesheet[]> {
    const source = manifestSource(config.remotes[remote] ?? '', options);
    if (!source) return [];
    if (source.kind === 'disk') {
      const manifest = await files.json<Manifest>(path.join(source.folder, MANIFEST_FILE));
      return cssChunksOf(manifest, expose).map((chunk) => ({
        href: `${base}${source.urlPath}${chunk}`,
        chunk,
        text: () => files.text(path.join(source.folder, chunk)),
      }));
    }
    const pinned = await pinnedOf(options, remote, source.url, config.releases?.[remote]?.digest);
    return cssChunksOf(await pinnedManifest(pinned), expose).flatMap((chunk) => {
      const integrity = pinned.release.files[chunk];
      // A stylesheet its pin does not list is not linked: the browser would apply it unchecked.
      if (!integrity) return [];
      const text = async () =>
        (await fetchPinnedFile(options, pinned, chunk, MAX_RELEASE_FILE_BYTES)).toString('utf8');
      return [
        {
          href: new URL(chunk, source.url).href,
          chunk,
          integrity,
          text: () => fetchedStylesheets(`${pinned.digest} ${chunk}`, text),
        },
      ];
    });
  }

  return { pinnedManifest, stylesheetsOf };
}

type RemoteReleaseFiles = ReturnType<typeof remoteReleaseFiles>;

/**
 * The document of a page the shell rendered: the shell's and its remotes' stylesheets, inline,
 * the state it hydrates with, and the hashes of what it holds inline.
 */
function pageDocumentWriter(
  options: PageRendererOptions,
  files: FreshFiles,
  releaseFiles: RemoteReleaseFiles,
) {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const css = pageCss();

  /**
   * The CSS of a page with these stylesheets; undefined when one of them cannot be read (a
   * release's origin that does not answer, a stylesheet that does not match its pin): the page
   * then links them in its head (and the browser refuses one that does not match).
   */
  async function cssOf(sheets: PageStylesheet[]): Promise<string | undefined> {
    try {
      return await css(
        await Promise.all(sheets.map(async ({ href, text }) => ({ href, text: await text() }))),
      );
    } catch {
      return undefined;
    }
  }

  const rules = options.pagePaths && speculationRules(options.pagePaths);

  /** The shell's stylesheets, as its document names them. */
  const shellStylesheetsOf = (parts: DocumentParts): PageStylesheet[] =>
    parts.stylesheets.map((sheet) => ({
      href: `/${sheet}`,
      chunk: sheet,
      text: () => files.text(path.join(shellDist, sheet)),
    }));

  /**
   * Compiles, ahead of any page, the shell's stylesheets and those of these remotes' modules, as
   * linked for a visitor at the site's address; resolves to how many there are.
   */
  async function compileStylesheetsAhead(modules: readonly RenderedRemote[], registry: Registry) {
    const base = stylesheetBase(new URL(options.publicUrl).host, options.publicUrl);
    const parts = await files.json<DocumentParts>(path.join(shellDist, 'document.json'));
    const sheets = [
      ...shellStylesheetsOf(parts),
      ...(
        await Promise.all(
          modules.map(({ remote, expose }) => releaseFiles.stylesheetsOf(remote, expose, registry, base)),
        )
      ).flat(),
    ];
    await cssOf(sheets);
    return sheets.length;
  }

  async function renderedPage(
    request: PageRequest,
    page: Extract<PageRender, { kind: 'page' }>,
    sources: string[],
  ): Promise<RenderedPage> {
    const registry = request.config;
    const base = stylesheetBase(request.host, options.publicUrl);
    const stylesheets = (
      await Promise.all(
        page.remotes.map(({ remote, expose }) => releaseFiles.stylesheetsOf(remote, expose, registry, base)),
      )
    ).flat();
    const parts = await files.json<DocumentParts>(path.join(shellDist, 'document.json'));
    const inlineCss = await cssOf([...shellStylesheetsOf(parts), ...stylesheets]);
    const state = { config: registry, hydration: page.hydration };
    const document: PageDocument = {
      page,
      state,
      publicUrl: options.publicUrl,
      path: request.url,
      stylesheets,
      heroImage: heroImagePreload(page.meta.image, registry.apiOrigin),
      css: inlineCss,
      preview: request.preview && { expiresAt: request.preview.expiresAt },
      speculationRules: rules,
    };
    const startScript = inlineStartScript(parts, document);
    return {
      status: page.status,
      html: pageDocument(parts, document),
      state: JSON.stringify(state),
      styleHashes: inlineCss === undefined ? [] : [cspHash(inlineCss)],
      scriptHashes: [startScript, inlineSpeculationRules(document)]
        .filter((code): code is string => code !== undefined)
        .map(cspHash),
      complete: page.complete,
      ...keepingOf(page.meta),
      sources,
    };
  }

  return Object.assign(renderedPage, { compileStylesheetsAhead });
}

/**
 * Server rendering of the public pages: the shell's render bundle with the remotes' server
 * entries and the server's reads, in a document of its own. Undefined when the page is the
 * browser's to render (the admin area, no render bundle built); a render that fails or runs too
 * long throws, and the caller serves the plain shell instead. A form sent to a page without an
 * action throws PageTakesNoForm.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const shellDist = path.join(options.staticRoot, 'shell', 'dist');
  const entries = createServerEntries(options);
  const renderer = shellRenderer(options.staticRoot);
  const reader = serverReader(options.read);
  const files = freshFiles();
  const releaseFiles = remoteReleaseFiles(options, files);
  const renderedPage = pageDocumentWriter(options, files, releaseFiles);
  const shellFiles = [renderer.file, path.join(shellDist, 'document.json')];

  /**
   * A remote's page module for a render with `config`: its server entry, after, for a release on
   * another origin, its manifest (where the page's stylesheets come from) is checked against the
   * pin: a release whose manifest changed is not run, and its slot is left to the browser, which
   * refuses it too.
   */
  async function loadRemotePage(remote: string, expose: string, config: Registry) {
    const manifestUrl = config.remotes[remote] ?? '';
    const digest = config.releases?.[remote]?.digest;
    const source = manifestSource(manifestUrl, options);
    if (source?.kind === 'origin')
      await releaseFiles.pinnedManifest(await pinnedOf(options, remote, source.url, digest));
    return entries.load<PageModule<unknown>>(remote, expose, manifestUrl, digest);
  }

  async function render(request: PageRequest): Promise<RenderedAnswer | undefined> {
    const shell = await renderer.load();
    if (!shell) return undefined;
    const registry = request.config;
    const page = await withinBound(
      shell.renderPage(new Request(new URL(request.url, options.publicUrl)), {
        reader: request.preview ? serverReader(request.preview.read) : reader,
        sections: registry.sections,
        apiOrigin: registry.apiOrigin,
        overrides: registry.overrides,
        releasePreview: registry.releasePreview,
        submitted: request.submitted && {
          form: request.submitted.form,
          api: serverWriter(request.submitted.write),
        },
        // An administrator's own override points at their dev server: only their browser runs it.
        loadPage: (remote, expose) =>
          registry.overrides?.[remote]
            ? Promise.reject(new Error(`${remote} is overridden in this browser, which renders it`))
            : withinBound(
                loadRemotePage(remote, expose, registry),
                REMOTE_LOAD_BOUND_MS,
                `Loading ${remote}/${expose} on the server`,
              ).catch((error: unknown) => {
                options.onSlotLeftToBrowser?.(remote, registry);
                throw error;
              }),
      }),
      PAGE_RENDER_BOUND_MS,
      `Rendering ${request.url} on the server`,
    );
    if (page.kind === 'browser') return undefined;
    if (page.kind === 'redirect') return { status: page.status, location: page.location };
    if (page.kind === 'no-action') throw new PageTakesNoForm(request.url);
    return renderedPage(request, page, [
      ...shellFiles,
      ...remoteFiles(
        options,
        registry,
        page.remotes.map(({ remote }) => remote),
      ),
    ]);
  }

  /**
   * Every module a remote built on this disk exposes (its manifest names them), loaded: its
   * server entry required and evaluated, as a render would. A remote without a server build (an
   * admin remote) has none to load.
   */
  async function loadModulesAhead(registry: Registry): Promise<RenderedRemote[]> {
    const loaded: RenderedRemote[] = [];
    for (const remote of Object.keys(registry.remotes)) {
      const source = manifestSource(registry.remotes[remote], options);
      if (source?.kind !== 'disk') continue;
      const manifest = await files
        .json<Manifest>(path.join(source.folder, MANIFEST_FILE))
        .catch(() => undefined);
      for (const { name: expose } of manifest?.exposes ?? []) {
        const module = await loadRemotePage(remote, expose, registry).catch(() => undefined);
        if (module) loaded.push({ remote, expose });
      }
    }
    return loaded;
  }

  /**
   * Does ahead of any page what the first render after a start or a new build would do on a
   * visitor's request, rendering nothing (issue 33): the shell's render bundle required, the
   * document and the remotes' manifests read and parsed, the server entries of the remotes built on
   * this disk (`remotes`: each remote's manifest URL) loaded, and every stylesheet of theirs and the
   * shell's compiled. A render then finds them kept, as long as their files are unchanged.
   * Undefined when there is no render bundle: the browser renders every page.
   */
  async function loadAhead(remotes: Record<string, string>) {
    if (!(await renderer.load())) return undefined;
    const modules = await loadModulesAhead({ remotes });
    const stylesheets = await renderedPage.compileStylesheetsAhead(modules, { remotes });
    return { modules: modules.length, stylesheets };
  }

  return Object.assign(render, {
    loadAhead,
    /**
     * Every file a page rendered with `config` could be made from (a superset of any page's
     * `sources`): a cache notes their state before a render, so a build replaced while the page
     * was being rendered is noticed.
     */
    possibleSources: (config: RuntimeConfig) => [
      ...shellFiles,
      ...remoteFiles(options, config, Object.keys(config.remotes)),
    ],
  });
}
