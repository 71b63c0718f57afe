// Every remote of one section, from its definition: run in the section's folder
// (`npm run build -w @academy/section-<name>`) or given one (`--env section=<name>`), optionally
// one remote of it (`--env remote=admin-<name>`). A section has no webpack config of its own.
const path = require('path');
const { SECTION_INPUTS } = require('./buildId');
const { createAppConfig } = require('./createAppConfig');
const { SECTIONS_DIR, sectionRemotes } = require('./sections');

/** The sections' one TypeScript project (ts-loader reads its settings; `tsc -b` type-checks it). */
const SECTIONS_TSCONFIG = path.join(SECTIONS_DIR, 'tsconfig.json');

/** The config factory's options for one remote of a section (see sections.js). */
function remoteOptions(remote) {
  return {
    name: remote.name,
    dir: remote.dir,
    outDir: remote.outDir,
    port: remote.port,
    exposes: remote.exposes,
    tsconfig: SECTIONS_TSCONFIG,
    // What its bundles are made from: a change anywhere else leaves its build as it is.
    inputs: SECTION_INPUTS,
    serverRender: remote.kind === 'pages',
    standalone: { kind: remote.kind, module: Object.values(remote.exposes)[0] },
  };
}

function sectionConfigs(env = {}, argv = {}) {
  const name = env.section ?? path.basename(process.cwd());
  const remotes = sectionRemotes(name).filter((remote) => !env.remote || remote.name === env.remote);
  if (remotes.length === 0) throw new Error(`Section ${name} has no remote ${env.remote ?? ''} to build`);
  return remotes.flatMap((remote) => [createAppConfig(remoteOptions(remote))(env, argv)].flat());
}

module.exports = sectionConfigs;
module.exports.remoteOptions = remoteOptions;
