// Server rendering of the site's public pages, as a package of its own: it loads the shell's
// render bundle and the remotes' server entries (providing every module they share: React,
// React Router, the runtime, ...) and writes the whole document. The API server hands it its
// reads and configuration and carries none of the front end's dependencies itself.
export { type ApiAnswer, type ApiRead, type ApiWrite } from './contentReader';
export {
  MAX_MANIFEST_BYTES,
  fetchFromOrigin,
  integrityOf,
  notAManifestUrl,
  prefixOf,
  releaseUrl,
  rewritingOf,
  rewrittenUrlRefusal,
} from './origins';
export { MANIFEST_FILE, type PinnedRelease } from './remoteReleases';
export { pageDocument } from './document';
export {
  type PageRendererOptions,
  type PageRequest,
  PageTakesNoForm,
  type RenderedAnswer,
  type RenderedPage,
  createPageRenderer,
} from './pageRenderer';
