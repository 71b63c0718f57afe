import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/paths';
import { manifest, startOrigin, writeShellManifest } from './helpers/remoteReleases';
import { type TestApp, createTestApp } from './helpers/testApp';

const DEPLOY_TOKEN = 'deploy-token-for-the-cli-test-0123456789';
const CLI = path.join(REPO_ROOT, 'scripts', 'remotes.js');

/** A release's folder on the CDN: its manifest, and the release.json that pins it. */
function releaseFolder(version: string) {
  const manifestText = manifest('about');
  const integrity = `sha256-${crypto.createHash('sha256').update(manifestText).digest('base64')}`;
  const pin = { remote: 'about', version, buildId: 'b'.repeat(64), files: { 'mf-manifest.json': integrity } };
  return {
    [`/about/${version}/mf-manifest.json`]: manifestText,
    [`/about/${version}/release.json`]: `${JSON.stringify(pin, null, 2)}\n`,
  };
}

/** A table line's cells, as the CLI prints them (`| a | b |`). */
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The cells of the remote's row in a table the CLI printed. */
const rowOf = (output: string, remote: string) =>
  output
    .split('\n')
    .map(cells)
    .find((row) => row[0] === remote);

describe('npm run remotes', () => {
  let t: TestApp;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;
  let site: string;
  const release = (version: string) => `${cdn.origin}/about/${version}/mf-manifest.json`;

  /** The CLI as a pipeline runs it: its output, or its error and exit code. */
  async function cli(args: string[], env: Record<string, string> = { SITE_URL: site, DEPLOY_TOKEN }) {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args], {
        env: { PATH: process.env.PATH, ...env },
      });
      return { code: 0, output: stdout };
    } catch (error) {
      const { code, stderr } = error as { code: number; stderr: string };
      return { code, output: stderr };
    }
  }

  beforeAll(async () => {
    cdn = await startOrigin({ ...releaseFolder('1.1.0'), ...releaseFolder('1.2.0') });
    t = await createTestApp({ env: { REMOTE_ORIGINS: cdn.origin, DEPLOY_TOKEN } });
    await writeShellManifest(t.config.staticRoot);
    site = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
  });

  const aboutNow = async () =>
    (await (await fetch(`${site}/runtime-config.json`)).json()).remotes.about as string;

  it('promotes a release, runs a canary, ends it and rolls back, one line each', async () => {
    const set = await cli(['set', 'about', release('1.1.0')]);
    expect(set.code).toBe(0);
    expect(rowOf(set.output, 'about')?.[3]).toBe(release('1.1.0'));
    expect(await aboutNow()).toBe(release('1.1.0'));

    const canary = await cli(['canary', 'about', release('1.2.0'), '25']);
    expect(rowOf(canary.output, 'about')?.[5]).toMatch(/^25% .+, bake 30 min$/);
    const list = await cli(['list']);
    // remote, current version, digest, URL, previous version, canary.
    expect(rowOf(list.output, 'about')).toEqual([
      'about',
      expect.any(String),
      expect.any(String),
      release('1.1.0'),
      'local',
      expect.stringMatching(/^25% /),
    ]);
    expect(rowOf(list.output, 'home')).toEqual([
      'home',
      'local',
      '-',
      '/remotes/home/mf-manifest.json',
      '-',
      '-',
    ]);

    expect((await cli(['canary', 'about', 'off'])).code).toBe(0);
    expect((await cli(['rollback', 'about'])).code).toBe(0);
    expect(await aboutNow()).toBe('/remotes/about/mf-manifest.json');

    expect((await cli(['set', 'about', release('1.2.0')])).code).toBe(0);
    const reset = await cli(['reset', 'about']);
    expect(rowOf(reset.output, 'about')).toEqual([
      'about',
      'local',
      '-',
      '/remotes/about/mf-manifest.json',
      expect.any(String),
      '-',
    ]);
    expect(await aboutNow()).toBe('/remotes/about/mf-manifest.json');
  });

  it('starts a canary with a bake time and auto-promote, and promotes it by hand', async () => {
    expect((await cli(['set', 'about', release('1.1.0')])).code).toBe(0);
    const canary = await cli([
      'canary',
      'about',
      release('1.2.0'),
      '10',
      '--bake-minutes',
      '0.5',
      '--auto-promote',
    ]);
    expect(rowOf(canary.output, 'about')?.[5]).toMatch(/^10% .+, bake 0\.5 min, auto-promote$/);

    const promoted = await cli(['canary', 'about', 'promote']);
    expect(promoted.code).toBe(0);
    expect(rowOf(promoted.output, 'about')?.[3]).toBe(release('1.2.0'));
    expect(rowOf(promoted.output, 'about')?.[5]).toBe('-');
    expect(await aboutNow()).toBe(release('1.2.0'));
    expect((await cli(['reset', 'about'])).code).toBe(0);
  });

  it('says what went wrong and exits 1: the server’s refusal, a wrong token, a wrong command, no site', async () => {
    expect(await cli(['set', 'about', 'https://elsewhere.example/mf-manifest.json'])).toEqual({
      code: 1,
      output: `https://elsewhere.example is not an origin remotes may be loaded from (this site or ${cdn.origin}): add it to REMOTE_ORIGINS first.\n`,
    });
    expect(await cli(['list'], { SITE_URL: site, DEPLOY_TOKEN: 'x'.repeat(40) })).toEqual({
      code: 1,
      output: 'That is neither the deploy token nor a valid session. Please sign in again.\n',
    });
    expect(await cli(['canary', 'about', 'promote'])).toEqual({
      code: 1,
      output: 'about has no canary to promote.\n',
    });
    const wrong = await cli(['promote', 'about']);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/^There is no command "promote"\.\n\nUsage: npm run remotes -- <command>/);
    expect((await cli(['list'], { DEPLOY_TOKEN })).output).toMatch(/^Set SITE_URL to the site/);
  });
});
