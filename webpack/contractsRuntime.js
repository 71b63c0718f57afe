#!/usr/bin/env node
// The shared-contracts runtime (src/index.ts and what it imports by relative path: the API
// client and the stores) is the one federation singleton: the shell's copy serves every remote.
// A remote built against a newer runtime must be refused, not handed a copy that lacks what it
// needs, so the runtime's version must change whenever its code does. This file fingerprints
// that code; `node webpack/contractsRuntime.js --stamp` records the fingerprint under the
// package's version (and refuses a second fingerprint for a version already recorded), and a
// unit test fails when the code's fingerprint is not the one recorded for the current version.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const packageDir = path.resolve(__dirname, '..', 'shared-contracts');
const entry = path.join(packageDir, 'src', 'index.ts');
const stampFile = path.join(packageDir, 'runtime-stamp.json');
// Value imports only: `import type` is erased by the compiler and cannot change the runtime.
const RELATIVE_IMPORT = /(?:import|export)\s(?!type\s)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function resolveSource(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The runtime's source files: the entry and everything it reaches by relative imports. */
function runtimeFiles() {
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      visit(resolveSource(file, specifier));
    }
  };
  visit(entry);
  return [...seen].sort();
}

function runtimeFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const file of runtimeFiles()) {
    hash.update(path.relative(packageDir, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const packageVersion = () =>
  JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
/** Version → fingerprint of every runtime released so far. */
const readStamps = () => (fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : {});

function stamp() {
  const stamps = readStamps();
  const version = packageVersion();
  const fingerprint = runtimeFingerprint();
  if (stamps[version] && stamps[version] !== fingerprint) {
    throw new Error(
      `The shared-contracts runtime changed but its version is still ${version}: raise "version" in shared-contracts/package.json first.`,
    );
  }
  fs.writeFileSync(stampFile, `${JSON.stringify({ ...stamps, [version]: fingerprint }, null, 2)}\n`);
  console.log(`shared-contracts runtime ${version}: ${fingerprint}`);
}

if (require.main === module && process.argv.includes('--stamp')) {
  try {
    stamp();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

module.exports = { runtimeFiles, runtimeFingerprint, packageVersion, readStamps };
