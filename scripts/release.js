#!/usr/bin/env node
// `npm run release -- <remote>`: builds one remote (its browser build, and its server build for a
// public remote) into an immutable folder releases/<remote>/<version>/, where the version is the
// section's package version and its build id (`1.0.0-3f9a2c1b7d`), and prints the manifest's URL
// path. The folder is plain static files: served by the site (/releases/...) or copied to any
// static host or CDN, it works from there, as the browser build finds its chunks beside its
// manifest (publicPath 'auto'). A release is never overwritten: the same version is the same
// sources. It is built into a temporary folder beside it and renamed at the end, so a failed
// build leaves nothing behind. Beside the manifest, release.json pins the release: its remote,
// version, build id and the SHA-256 of every other file in it; the site checks a release against
// it (and stores its digest) when a registry entry or canary is set to it, and before it runs or
// serves any of its files.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { RELEASE_FILE } = require('@academy/contracts');
const { BUILD_ID_FILE, sourceFingerprint } = require('../webpack/buildId');

const root = path.resolve(__dirname, '..');
const RELEASES_DIR = path.join(root, 'releases');
/** The URL path the site serves releases under (server/src/plugins/app/serving/releases.ts). */
const RELEASES_PATH = '/releases';
const MANIFEST = 'mf-manifest.json';
/** The server build's folder in a release, as in a remote's dist (webpack/serverBuilds.js). */
const SERVER_DIR = 'server';
/** The server build's files, listed for a server that fetches the build from another origin. */
const FILES_LIST = 'files.json';
/** How much of the build id a version carries: enough to tell builds apart, short enough to read. */
const VERSION_ID_LENGTH = 10;

class ReleaseError extends Error {}

/** `1.0.0` and a build id → `1.0.0-3f9a2c1b7d`. */
function releaseVersion(packageVersion, buildId) {
  return `${packageVersion}-${buildId.slice(0, VERSION_ID_LENGTH)}`;
}

/** The manifest's URL path, which a registry entry points at. */
function manifestUrlPath(remoteName, version) {
  return `${RELEASES_PATH}/${remoteName}/${version}/${MANIFEST}`;
}

/** The remote called `name`, or a sentence listing the remotes there are. */
function findRemote(name, remotes) {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) {
    const names = remotes.map((candidate) => candidate.name).join(', ');
    throw new ReleaseError(`There is no remote "${name}". The remotes are: ${names}.`);
  }
  return remote;
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesIn(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const readText = (file) => fs.readFileSync(file, 'utf8').trim();

const sha256Of = (file) => crypto.createHash('sha256').update(fs.readFileSync(file));

/** A file's Subresource Integrity string, `sha256-<base64>`: usable as an `integrity` as it is. */
const integrityOf = (file) => `sha256-${sha256Of(file).digest('base64')}`;

/**
 * The release's release.json in `dir`: every other file of it (browser and server builds) with
 * its integrity, keys sorted, so one release always has the same bytes and so the same digest.
 */
function writeReleaseFile(dir, { remote, version, buildId }) {
  const files = Object.fromEntries(
    filesIn(dir)
      .filter((file) => file !== RELEASE_FILE)
      .map((file) => [file, integrityOf(path.join(dir, file))]),
  );
  const content = `${JSON.stringify({ remote, version, buildId, files }, null, 2)}\n`;
  fs.writeFileSync(path.join(dir, RELEASE_FILE), content);
}

/** A release's digest, which pins it: the SHA-256 of its release.json's bytes, in hex. */
const releaseDigest = (folder) => sha256Of(path.join(folder, RELEASE_FILE)).digest('hex');

/**
 * Checks a finished build in `dir` and completes it: both builds carry one build id, no source
 * map is in it (they hold the sources), the server build lists its files, and release.json pins
 * them all. Returns the release's version, from `packageVersion` and the build id the build wrote.
 */
function completeBuild(dir, remote, packageVersion) {
  for (const file of [MANIFEST, BUILD_ID_FILE]) {
    if (!fs.existsSync(path.join(dir, file)))
      throw new ReleaseError(`The build of ${remote.name} wrote no ${file}.`);
  }
  const maps = filesIn(dir).filter((file) => file.endsWith('.map'));
  if (maps.length)
    throw new ReleaseError(`The build of ${remote.name} wrote source maps: ${maps.join(', ')}.`);
  const buildId = readText(path.join(dir, BUILD_ID_FILE));
  const serverDir = path.join(dir, SERVER_DIR);
  if (remote.kind === 'pages' || fs.existsSync(serverDir)) {
    const serverIdFile = path.join(serverDir, BUILD_ID_FILE);
    if (!fs.existsSync(serverIdFile) || readText(serverIdFile) !== buildId) {
      throw new ReleaseError(
        `The server build of ${remote.name} is missing or differs from its browser build.`,
      );
    }
    fs.writeFileSync(path.join(serverDir, FILES_LIST), `${JSON.stringify(filesIn(serverDir), null, 2)}\n`);
  }
  const version = releaseVersion(packageVersion, buildId);
  writeReleaseFile(dir, { remote: remote.name, version, buildId });
  return version;
}

/** The remote's production builds (browser and server) into `outDir`, in one webpack process. */
function webpackBuild(remote, outDir) {
  const webpack = require('webpack');
  const { createAppConfig } = require('../webpack/createAppConfig');
  const { remoteOptions } = require('../webpack/section.config');
  const configs = [createAppConfig({ ...remoteOptions(remote), outDir })({}, { mode: 'production' })].flat();
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors() || stats.hasWarnings()) {
        console.log(stats.toString({ preset: 'errors-warnings', colors: false }));
      }
      return stats.hasErrors() ? reject(new ReleaseError(`The build of ${remote.name} failed.`)) : resolve();
    });
  });
}

/**
 * Releases `remote` ({ name, kind, dir, inputs }) into releasesDir/<name>/<version>, unless that
 * release exists. `build(remote, outDir)` makes the builds (webpack's by default).
 */
async function release(
  remote,
  { releasesDir = RELEASES_DIR, build = webpackBuild, fingerprint = sourceFingerprint } = {},
) {
  const { version: packageVersion } = JSON.parse(
    fs.readFileSync(path.join(remote.dir, 'package.json'), 'utf8'),
  );
  const folderOf = (version) => path.join(releasesDir, remote.name, version);
  const answer = (version, created) => ({
    version,
    folder: folderOf(version),
    manifest: manifestUrlPath(remote.name, version),
    digest: releaseDigest(folderOf(version)),
    created,
  });

  const expected = releaseVersion(packageVersion, fingerprint(remote.dir, remote.inputs));
  if (fs.existsSync(folderOf(expected))) return answer(expected, false);

  const building = path.join(releasesDir, remote.name, `.${expected}.${process.pid}.building`);
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  try {
    await build(remote, building);
    // The id the build wrote names the release (a source changed while it ran: the built one).
    const version = completeBuild(building, remote, packageVersion);
    try {
      fs.renameSync(building, folderOf(version));
      return answer(version, true);
    } catch (error) {
      // Another release of the same sources got there first: that one stays.
      if (fs.existsSync(folderOf(version))) return answer(version, false);
      throw error;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

async function main(args) {
  // The builds' modules are loaded here, not by the tests that require this file.
  const { allRemotes } = require('../webpack/sections');
  const { remoteOptions } = require('../webpack/section.config');
  const remotes = allRemotes();
  if (args.length !== 1) {
    throw new ReleaseError(
      `Usage: npm run release -- <remote>   (one of: ${remotes.map((remote) => remote.name).join(', ')})`,
    );
  }
  const remote = findRemote(args[0], remotes);
  const result = await release({ ...remote, inputs: remoteOptions(remote).inputs });
  const where = path.relative(process.cwd(), result.folder) || '.';
  console.log(
    result.created
      ? `Released ${remote.name} ${result.version} into ${where} (digest ${result.digest}).`
      : `Release ${remote.name} ${result.version} exists already (a release is never overwritten): ${where} (digest ${result.digest})`,
  );
  console.log(result.manifest);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error.stack);
    process.exit(1);
  });
}

module.exports = {
  FILES_LIST,
  ReleaseError,
  findRemote,
  manifestUrlPath,
  release,
  releaseVersion,
};
