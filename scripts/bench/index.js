#!/usr/bin/env node
// `npm run bench [-- <part> ...] [--<option> ...]`: runs the benchmark parts (every part when
// none is named), prints each part's tables and checks, and writes each part's figures to
// .bench/<part>.json. Exits non-zero when a target is missed. Not part of `npm test`: it takes
// minutes and wants the machine to itself.
//
// A part is a file in this folder that exports
//   { name, description, options?: { name: description }, async run({ repoRoot, log, options }) }
// (`options` is the Set of the options given, e.g. 'builds' for --builds)
// resolving to
//   { tables: [{ title, rows: [{ column: value, ... }] }],
//     checks: [{ what, target, value, passed }],
//     details: { ...anything worth keeping in the JSON } }
// Add a part by adding a file; the runner finds it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { formatTable } = require('./lib/table');

const repoRoot = path.resolve(__dirname, '../..');
const outputDir = path.join(repoRoot, '.bench');

function loadParts() {
  return fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .sort()
    .map((file) => require(path.join(__dirname, file)));
}

async function main() {
  const parts = loadParts();
  const args = process.argv.slice(2);
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const options = new Set(args.filter((arg) => arg.startsWith('--')).map((arg) => arg.slice(2)));
  const unknown = wanted.filter((name) => !parts.some((part) => part.name === name));
  const known = parts.flatMap((part) => Object.keys(part.options ?? {}));
  const unknownOptions = [...options].filter((option) => !known.includes(option));
  if (unknown.length > 0 || unknownOptions.length > 0) {
    console.error(
      [
        ...unknown.map((name) => `Unknown part ${name}.`),
        ...unknownOptions.map((option) => `Unknown option --${option}.`),
        `The parts are: ${parts.map((p) => p.name).join(', ')}; the options: ${known.map((o) => `--${o}`).join(', ')}.`,
      ].join(' '),
    );
    process.exit(2);
  }
  fs.mkdirSync(outputDir, { recursive: true });
  let missed = 0;
  for (const part of parts.filter((p) => wanted.length === 0 || wanted.includes(p.name))) {
    console.log(`\n== ${part.name}: ${part.description}`);
    const startedAt = new Date().toISOString();
    const result = await part.run({
      repoRoot,
      log: (message) => console.log(`   ${message}`),
      options,
    });
    for (const table of result.tables) console.log(`\n${table.title}\n${formatTable(table.rows)}`);
    console.log('\nTargets');
    for (const check of result.checks) {
      console.log(
        `  ${check.passed ? 'ok  ' : 'MISS'} ${check.what}: ${check.value} (target ${check.target})`,
      );
      if (!check.passed) missed += 1;
    }
    const file = path.join(outputDir, `${part.name}.json`);
    const machine = {
      node: process.version,
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    };
    fs.writeFileSync(
      file,
      `${JSON.stringify({ part: part.name, startedAt, machine, ...result }, null, 2)}\n`,
    );
    console.log(`\nFigures written to ${path.relative(repoRoot, file)}`);
  }
  if (missed > 0) {
    console.log(`\n${missed} target(s) missed`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
