// The contract between the server and the shell's render bundle (shell/dist/server/render.js),
// and what a server-rendered page hands to the browser. Types only, but for the element's id.
import type { HydrationState } from 'react-router-dom';
import type { PageForm, PageMeta, PageModule } from '../page';
import type { ContentReader } from './contentReader';
import type { RuntimeConfig, SiteSection } from './requests';

/** The id of the JSON element a server-rendered page carries (a script element, but no code). */
export const SERVER_STATE_ID = 'server-state';

/**
 * Where a page that waits for its app until a visitor needs it (`data-start="when-needed"` on its
 * start script) has its state, `?url=` its path and query: such a page does not carry it, so a
 * visitor who only reads parses and downloads none of it.
 */
export const PAGE_STATE_PATH = '/page-state';

/**
 * The shell build's part of every page: `document.json` beside its index.html, written by its
 * webpack build (webpack/document.js) and read by server rendering, which writes every page it
 * renders around it.
 */
export interface DocumentParts {
  /** Tags every page's head holds after its charset (viewport, icons), as the build wrote them. */
  staticHead: string[];
  /** The shell's title and description while no page has set its own. */
  title: string;
  description: string;
  /** The shell's stylesheets, by their file names. */
  stylesheets: string[];
  /**
   * The one script the page holds, and the app's entry it fetches once the page is painted: its
   * code, written into the page (a request fewer before the first paint), or else its file.
   */
  startScript?: { src: string; app: string; code?: string };
}

/** What a server-rendered page hands to the browser: its configuration and the loaders' data. */
export interface ServerState {
  config: RuntimeConfig;
  hydration: HydrationState;
}

/** A remote module a page was rendered with (its stylesheets go into the page's head). */
export interface RenderedRemote {
  remote: string;
  expose: string;
}

export type PageRender =
  /** A public page: the HTML of #root, the data for hydration, and what the document's head needs. */
  | {
      kind: 'page';
      status: number;
      html: string;
      hydration: HydrationState;
      /** The document's title: the page's own, then the site's name. */
      title: string;
      meta: PageMeta;
      /** The academy's name, for the link previews. */
      siteName: string;
      remotes: RenderedRemote[];
      /**
       * Every part was rendered here with its data, or the page says its record is missing: such
       * a page is the same for every visitor until its content or code changes, so a server may
       * keep it. False when a slot was left to the browser or a load failed (a retry may succeed).
       */
      complete: boolean;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A form was sent to a page that takes none (no `action`): the server answers 405. */
  | { kind: 'no-action' }
  /** Not a public page (the admin area): the browser renders it. */
  | { kind: 'browser' };

/** What the server gives the render bundle: reads in process, page modules from server entries. */
export interface RenderDependencies {
  reader: ContentReader;
  /** The sections and their routes, as the runtime config gives them to the browser. */
  sections: readonly SiteSection[];
  /** The deployment's API origin, for the pages' image URLs to be the ones the browser builds. */
  apiOrigin: string;
  loadPage: (remote: string, expose: string) => Promise<PageModule<unknown>>;
  /**
   * The remotes this visitor's administrator overrode (the runtime config's `overrides`): the
   * page's banner names them, on the server and in the browser alike.
   */
  overrides?: RuntimeConfig['overrides'];
  /** The release preview this browser opened (the runtime config's `releasePreview`): its banner. */
  releasePreview?: RuntimeConfig['releasePreview'];
  /** The form the visitor sent to the page without its script (a POST), for the page's action. */
  submitted?: PageForm;
}

/** The shell's render bundle, as the server loads it. */
export interface ShellRenderer {
  renderPage(request: Request, dependencies: RenderDependencies): Promise<PageRender>;
}
