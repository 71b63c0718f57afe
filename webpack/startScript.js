// The host's start script (shell/src/start.ts): the one script its HTML names, which fetches the
// app once the page is on screen. It is compiled on its own into `start.[contenthash].js` rather
// than built as an entry, because the federation plugin puts its runtime into every entry, and
// this script must stay a few hundred bytes. Production builds minify it like any other asset.
const crypto = require('crypto');
const fs = require('fs');
const ts = require('typescript');

const PLUGIN_NAME = 'StartScriptPlugin';
const fileNames = new WeakMap();

/** The script as browsers run it: TypeScript's output for one file, without modules. */
function compileStartScript(sourceFile) {
  const { outputText } = ts.transpileModule(fs.readFileSync(sourceFile, 'utf8'), {
    fileName: sourceFile,
    compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.None, removeComments: true },
    reportDiagnostics: false,
  });
  return outputText;
}

class StartScriptPlugin {
  constructor(sourceFile) {
    this.sourceFile = sourceFile;
  }

  /** The emitted script's file name in this compilation, for the HTML template. */
  static fileName(compilation) {
    return fileNames.get(compilation);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.fileDependencies.add(this.sourceFile);
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const code = compileStartScript(this.sourceFile);
          const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 8);
          const name = `start.${hash}.js`;
          compilation.emitAsset(name, new sources.RawSource(code), { immutable: true });
          fileNames.set(compilation, name);
        },
      );
    });
  }
}

module.exports = { StartScriptPlugin, compileStartScript };
