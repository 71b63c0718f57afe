// Compiled files whose source is gone. tsc -b writes outputs but never removes them, so after a
// source file moves (plugins/app/serving.ts to serving/index.ts, say), its old output stays in
// dist and Node may still load it in place of the new one (`require('./serving')` finds
// serving.js before serving/index.js). The build removes them before compiling.
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js'];
const OUTPUT = /(\.d\.ts\.map|\.d\.ts|\.js\.map|\.js)$/;

/** The project's and its references' settings, once each. */
function projectsOf(configFile, seen = new Map()) {
  const file = path.resolve(configFile);
  if (seen.has(file)) return [...seen.values()];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) return [...seen.values()];
  seen.set(file, parsed.options);
  for (const reference of parsed.projectReferences ?? []) {
    const referenced = fs.statSync(reference.path).isDirectory()
      ? path.join(reference.path, 'tsconfig.json')
      : reference.path;
    projectsOf(referenced, seen);
  }
  return [...seen.values()];
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Removes the outputs of `configFile`'s project and of the projects it references whose source
 * no longer exists; answers the files removed.
 */
function removeOrphanOutputs(configFile) {
  const removed = [];
  for (const { outDir, rootDir } of projectsOf(configFile)) {
    if (!outDir || !rootDir) continue;
    for (const output of filesUnder(outDir)) {
      const match = OUTPUT.exec(output);
      if (!match) continue;
      const stem = path.join(rootDir, path.relative(outDir, output)).slice(0, -match[1].length);
      if (SOURCE_EXTENSIONS.some((extension) => fs.existsSync(`${stem}${extension}`))) continue;
      fs.rmSync(output);
      removed.push(output);
    }
  }
  return removed;
}

module.exports = { removeOrphanOutputs };
