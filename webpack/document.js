// What the shell's page is made of, written once for the two places that write it: the shell's
// index.html (pages the browser renders: the admin area, a page the server could not render) and
// document.json, from which the server-rendering package (@academy/ssr) writes every page it
// renders around the page's own head and body.
const { StartScriptPlugin } = require('./startScript');
const { stylesheetLinks } = require('./stylesheetLinks');

const PLUGIN_NAME = 'DocumentManifestPlugin';

/** The head every page starts with, after its charset: viewport and icons. */
const STATIC_HEAD = [
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
];

/** The shell's title and description while no page has set its own. */
const DEFAULT_TITLE = 'Karate Academy';
const DEFAULT_DESCRIPTION = 'Karate classes for children and adults: discipline, fitness and confidence.';

/**
 * The start script's code as emitted (minified in production), for the server to write into the
 * pages it renders; index.html names the file.
 */
function startScriptCode(compilation, name) {
  const code = compilation.getAsset(name)?.source.source().toString();
  if (code?.includes('</script'))
    throw new Error(`${name} holds "</script", which would end it inside a page`);
  return code;
}

/**
 * The build's part of a page: the static head, its stylesheets (every CSS file of the build, so
 * the first paint is styled), and the start script with the app's entry it fetches.
 * @returns {import('@academy/contracts').DocumentParts}
 */
function documentParts(compilation) {
  const main = compilation.entrypoints.get('main');
  const app = main?.getFiles().find((file) => file.endsWith('.js'));
  const start = StartScriptPlugin.fileName(compilation);
  return {
    staticHead: STATIC_HEAD,
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    stylesheets: stylesheetLinks(compilation.getAssets().map((asset) => asset.name)),
    startScript:
      start && app
        ? { src: `/${start}`, app: `/${app}`, code: startScriptCode(compilation, start) }
        : undefined,
  };
}

/** Writes document.json beside index.html (the hashes in it follow the files' final names). */
class DocumentManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const parts = JSON.stringify(documentParts(compilation), null, 2);
          compilation.emitAsset('document.json', new sources.RawSource(`${parts}\n`));
        },
      );
    });
  }
}

module.exports = { DEFAULT_TITLE, DocumentManifestPlugin, documentParts };
