// The gzipped JavaScript a public remote adds to a page, against the budget its section states
// in its package.json (`"academy": { "pageScriptBudgetGzippedKiB": 17 }`, in KiB). Checked on
// the production build by e2e/performance/remote-budgets.spec.ts; `npm run bench -- pages` takes
// its gzipped sizes from here too.
//
// A remote's own scripts are its entry (remoteEntry.js) and the chunks of its exposed page
// modules as its mf-manifest.json lists them, without the shared modules' chunks (the shell
// provides those). An async chunk of an exposed module counts only when the page's own code
// loads it (`__webpack_require__.e(<id>)`): the manifest also lists there the chunks a shared
// module's fallback needs (the runtime's React Router, 29 KiB), which a page served by the
// shell never downloads.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const BUDGET_FIELD = 'pageScriptBudgetGzippedKiB';
const KIB = 1024;
const root = path.resolve(__dirname, '..');

/** A path as a sentence shows it: from the repository's root when it is inside it. */
function shown(file) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative;
}

/** The size of a script sent gzipped, at the level the first-visit budget uses. */
function gzippedSize(content) {
  return zlib.gzipSync(content, { level: 9 }).length;
}

/** The chunk ids a chunk file defines: `(self.webpackChunkhome=…).push([[461,17],{…`. */
function definedChunkIds(code) {
  const ids = /\.push\(\[\[([^\]]*)\]/.exec(code)?.[1] ?? '';
  return ids
    .split(',')
    .map((id) => id.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}

/** The chunk ids a script loads on demand: `n.e(915)` (a minified `__webpack_require__.e`). */
function requestedChunkIds(code) {
  return [...code.matchAll(/[\w$]\.e\((\d+|"[^"]+")\)/g)].map((match) => match[1].replace(/"/g, ''));
}

const unique = (values) => [...new Set(values)];

/** A remote's own scripts in its build folder, by file name, read from its mf-manifest.json. */
function ownScripts(outDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const shared = new Set(
    manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]),
  );
  const own = (files) => unique(files).filter((file) => !shared.has(file));
  const { remoteEntry } = manifest.metaData;
  const scripts = [
    path.posix.join(remoteEntry.path, remoteEntry.name),
    ...own(manifest.exposes.flatMap((expose) => expose.assets.js.sync)),
  ];
  const read = (file) => fs.readFileSync(path.join(outDir, file), 'utf8');
  let pending = own(manifest.exposes.flatMap((expose) => expose.assets.js.async));
  // The entry is left out: it loads the shared modules' fallbacks.
  const requested = new Set(scripts.slice(1).flatMap((file) => requestedChunkIds(read(file))));
  for (let added = true; added;) {
    added = false;
    for (const file of pending) {
      const code = read(file);
      if (!definedChunkIds(code).some((id) => requested.has(id))) continue;
      scripts.push(file);
      for (const id of requestedChunkIds(code)) requested.add(id);
      pending = pending.filter((other) => other !== file);
      added = true;
    }
  }
  return scripts;
}

/** Each of a remote's own scripts with its gzipped size, and their total in bytes. */
function measureRemote(outDir) {
  const scripts = ownScripts(outDir).map((file) => ({
    file,
    gzippedBytes: gzippedSize(fs.readFileSync(path.join(outDir, file))),
  }));
  return { scripts, gzippedBytes: scripts.reduce((sum, script) => sum + script.gzippedBytes, 0) };
}

/** The budget in KiB a section's package.json states, or undefined. */
function budgetKiB(sectionDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(sectionDir, 'package.json'), 'utf8'));
  const budget = pkg.academy?.[BUDGET_FIELD];
  return typeof budget === 'number' && budget > 0 ? budget : undefined;
}

const kib = (bytes) => Math.round((bytes / KIB) * 10) / 10;

/**
 * Every remote (`{ name, dir, outDir }`, as webpack/sections.js gives them) measured against its
 * budget: a row each (remote, gzipped KiB, budget KiB), and a sentence for each remote that has
 * no build, states no budget or is over it.
 */
function checkBudgets(remotes) {
  const rows = [];
  const problems = [];
  for (const remote of remotes) {
    const budget = budgetKiB(remote.dir);
    const budgetFile = shown(path.join(remote.dir, 'package.json'));
    let measured;
    try {
      measured = measureRemote(remote.outDir);
    } catch (error) {
      const missing = error.code === 'ENOENT' ? `${shown(error.path)} is missing` : error.message;
      const stated =
        budget === undefined ? `and ${budgetFile} states no budget` : `its budget is ${budget} KiB`;
      problems.push(
        `${remote.name} has no build to measure (${missing}), so its size is unknown; ${stated}.`,
      );
      rows.push({ remote: remote.name, 'gzipped KiB': '', 'budget KiB': budget ?? '' });
      continue;
    }
    const size = kib(measured.gzippedBytes);
    rows.push({ remote: remote.name, 'gzipped KiB': size, 'budget KiB': budget ?? '' });
    if (budget === undefined) {
      problems.push(
        `${remote.name} is ${size} KiB gzipped and has no budget: ${budgetFile} should state "academy": { "${BUDGET_FIELD}": <KiB> }.`,
      );
    } else if (measured.gzippedBytes > budget * KIB) {
      const scripts = measured.scripts.map((script) => `${script.file} ${kib(script.gzippedBytes)} KiB`);
      problems.push(
        `${remote.name} is ${size} KiB gzipped, over its budget of ${budget} KiB (${budgetFile}): ${scripts.join(', ')}.`,
      );
    }
  }
  return { rows, problems };
}

/** The public remotes: each section's pages remote (webpack/sections.js). */
function publicRemotes() {
  const { allRemotes } = require('../webpack/sections');
  return allRemotes().filter((remote) => remote.kind === 'pages');
}

module.exports = { checkBudgets, gzippedSize, measureRemote, publicRemotes };
