// The sections of the site, found by their folders (remotes/<name>/section.ts, no list kept
// anywhere), and the remotes each one builds: the builds, the dev servers, the start script and
// the release tooling read them here.
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const SECTIONS_DIR = path.join(root, 'remotes');

/** The folders under remotes/ that hold a section.ts. */
function sectionNames() {
  return fs
    .readdirSync(SECTIONS_DIR, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(SECTIONS_DIR, entry.name, 'section.ts')),
    )
    .map((entry) => entry.name)
    .sort();
}

let contractsCompiled = false;

/**
 * A section's definition, read from its TypeScript (tsx). It imports the contracts, which Node
 * takes from their compiled form: compiled first (`tsc -b` does nothing when they are up to date).
 */
function loadSection(name) {
  if (!contractsCompiled) {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-b', 'shared-contracts/contracts'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    contractsCompiled = true;
  }
  const { require: requireTypeScript } = require('tsx/cjs/api');
  const loaded = requireTypeScript(path.join(SECTIONS_DIR, name, 'section.ts'), __filename);
  return loaded.default ?? loaded;
}

const unique = (values) => [...new Set(values)];

/**
 * The remotes a section builds: `<name>` for its public pages (route modules in page/) when it
 * has any, `admin-<name>` for its admin screens (admin/). Each is built into dist/<remote>.
 */
function sectionRemotes(name) {
  const section = loadSection(name);
  const dir = path.join(SECTIONS_DIR, name);
  const remote = (remoteName, kind, folder, exposes, port) => ({
    name: remoteName,
    section: name,
    kind,
    dir,
    outDir: path.join(dir, 'dist', remoteName),
    port,
    exposes: Object.fromEntries(exposes.map((expose) => [`./${expose}`, `./${folder}/${expose}`])),
  });
  const pages = unique(section.pages.flatMap((page) => (page.expose ? [page.expose] : [])));
  const screens = unique(section.screens.map((screen) => screen.expose));
  return [
    ...(pages.length ? [remote(section.name, 'pages', 'page', pages, section.devPorts.pages)] : []),
    ...(screens.length
      ? [remote(`admin-${section.name}`, 'screens', 'admin', screens, section.devPorts.screens)]
      : []),
  ];
}

/** Every remote of every section. */
function allRemotes() {
  return sectionNames().flatMap(sectionRemotes);
}

module.exports = { SECTIONS_DIR, allRemotes, loadSection, sectionNames, sectionRemotes };
