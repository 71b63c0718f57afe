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
 * The contracts, as Node takes them: from their compiled form, compiled first (`tsc -b` does
 * nothing when they are up to date). A section's definition imports them; webpack's rules name
 * the remotes' containers with them.
 */
function compiledContracts() {
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
  return require('@academy/contracts');
}

/** A section's definition, read from its TypeScript (tsx), which imports the compiled contracts. */
function loadSection(name) {
  compiledContracts();
  const { require: requireTypeScript } = require('tsx/cjs/api');
  const loaded = requireTypeScript(path.join(SECTIONS_DIR, name, 'section.ts'), __filename);
  return loaded.default ?? loaded;
}

/**
 * The remotes a section builds, as the contracts name them (`sectionRemoteModules`): `<name>` for
 * its public pages (route modules in page/) when it has any, `admin-<name>` for its admin screens
 * (admin/). Each is built into dist/<remote>.
 */
function sectionRemotes(name) {
  const section = loadSection(name);
  const { pagesRemote, sectionRemoteModules } = compiledContracts();
  const dir = path.join(SECTIONS_DIR, name);
  return [...sectionRemoteModules(section)].map(([remoteName, modules]) => {
    const pages = remoteName === pagesRemote(section);
    return {
      name: remoteName,
      section: name,
      kind: pages ? 'pages' : 'screens',
      dir,
      outDir: path.join(dir, 'dist', remoteName),
      port: pages ? section.devPorts.pages : section.devPorts.screens,
      exposes: Object.fromEntries(
        modules.map((expose) => [`./${expose}`, `./${pages ? 'page' : 'admin'}/${expose}`]),
      ),
    };
  });
}

/** Every remote of every section. */
function allRemotes() {
  return sectionNames().flatMap(sectionRemotes);
}

module.exports = { SECTIONS_DIR, allRemotes, compiledContracts, loadSection, sectionNames, sectionRemotes };
