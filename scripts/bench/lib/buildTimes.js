// How long the builds take: `npm run build` from nothing (every dist, .tsbuild folder and
// .tsbuildinfo file removed first) and one section rebuilt alone, as it is shipped.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const BUILD_OUTPUT = /(^|\/)(dist|\.tsbuild)\/$|\.tsbuildinfo$/;

/** The ignored build outputs git sees in the worktree, outside node_modules. */
function buildOutputs(repoRoot) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((entry) => BUILD_OUTPUT.test(entry) && !entry.split('/').includes('node_modules'));
}

function timedNpm(repoRoot, args) {
  const started = Date.now();
  execFileSync('npm', args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  return Date.now() - started;
}

async function measureBuilds({ repoRoot, log, section = 'about' }) {
  const outputs = buildOutputs(repoRoot);
  log(`Removing ${outputs.length} build outputs, then timing a cold npm run build`);
  for (const entry of outputs) fs.rmSync(path.join(repoRoot, entry), { recursive: true, force: true });
  const coldMs = timedNpm(repoRoot, ['run', 'build']);
  log(`Timing npm run build -w @academy/section-${section}`);
  const sectionMs = timedNpm(repoRoot, ['run', 'build', '-w', `@academy/section-${section}`]);
  return { coldMs, section, sectionMs };
}

module.exports = { measureBuilds };
