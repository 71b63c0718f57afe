import path from 'node:path';
import type {} from '../src/plugins/app/health';
import { writeShellManifest } from './helpers/remoteReleases';
import { type TestApp, createTestApp, signIn } from './helpers/testApp';
import { writeFiles } from './helpers/files';
import { inFolder, remoteBuild, shellBuild } from './helpers/fakeBuilds';
import { saveHomeHero } from './helpers/homeHero';

// Server rendering counts each slot it had to leave to the browser in the health figures of the
// remote's release and arm (`errors.server`), which is no visitor's error.

describe('slots server rendering left to the browser', () => {
  let t: TestApp;
  const aboutBuild = path.join('remotes', 'about', 'dist', 'about');
  const page = () => t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
  const aboutFigures = async () =>
    (await t.app.health.figures('about', new Date(Date.now() - 60_000))).releases;

  beforeAll(async () => {
    t = await createTestApp();
    await writeFiles(t.config.staticRoot, {
      ...shellBuild('one'),
      'shell/dist/index.html': '<!doctype html><title>Shell</title>',
      ...inFolder(aboutBuild, remoteBuild('Train with us')),
    });
    await writeShellManifest(t.config.staticRoot);
    // The fake render bundle reads the home hero.
    await saveHomeHero(t, await signIn(t.app), 'Welcome');
  });
  afterAll(() => t.close());

  it('count for the release and arm the page was rendered with, and a page rendered whole counts none', async () => {
    expect((await page()).body).toContain('<p>Train with us</p>');
    expect(await aboutFigures()).toEqual([]);

    // Browser and server builds that disagree: the remote's slot is the browser's.
    await writeFiles(t.config.staticRoot, inFolder(aboutBuild, { 'server/build-id.txt': 'a'.repeat(32) }));
    expect((await page()).body).toContain('<p>Loading...</p>');
    expect(await aboutFigures()).toEqual([
      expect.objectContaining({
        release: 'local',
        arm: 'stable',
        views: 0,
        errors: { load: 0, render: 0, script: 0, server: 1 },
        errorViews: 0,
      }),
    ]);
  });
});
