import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/paths';
import { manifest, startOrigin, writeShellManifest } from './helpers/remoteReleases';
import { type TestApp, createTestApp } from './helpers/testApp';

const DEPLOY_TOKEN = 'deploy-token-for-the-cli-test-0123456789';
const CLI = path.join(REPO_ROOT, 'scripts', 'remotes.js');

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
    cdn = await startOrigin({
      '/about/1.1.0/mf-manifest.json': manifest('about'),
      '/about/1.2.0/mf-manifest.json': manifest('about'),
    });
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
    expect(set.output).toContain(release('1.1.0'));
    expect(await aboutNow()).toBe(release('1.1.0'));

    const canary = await cli(['canary', 'about', release('1.2.0'), '25']);
    expect(canary.output).toContain(`25% ${release('1.2.0')}`);
    const list = await cli(['list']);
    expect(list.output).toMatch(
      new RegExp(`about +\\| ${release('1.1.0')} +\\| /remotes/about/mf-manifest.json +\\| 25% `),
    );
    expect(list.output).toMatch(/home +\| \/remotes\/home\/mf-manifest\.json +\| - +\| -/);

    expect((await cli(['canary', 'about', 'off'])).code).toBe(0);
    expect((await cli(['rollback', 'about'])).code).toBe(0);
    expect(await aboutNow()).toBe('/remotes/about/mf-manifest.json');

    expect((await cli(['set', 'about', release('1.2.0')])).code).toBe(0);
    const reset = await cli(['reset', 'about']);
    expect(reset.output).toMatch(/about +\| \/remotes\/about\/mf-manifest\.json +\| +- +\| +- \|/);
    expect(await aboutNow()).toBe('/remotes/about/mf-manifest.json');
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
    const wrong = await cli(['promote', 'about']);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/^There is no command "promote"\.\n\nUsage: npm run remotes -- <command>/);
    expect((await cli(['list'], { DEPLOY_TOKEN })).output).toMatch(/^Set SITE_URL to the site/);
  });
});
