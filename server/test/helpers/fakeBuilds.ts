import path from 'node:path';
import { remoteRegistryPaths } from '@academy/contracts';
import { writeFiles } from './files';
import { manifest, writeShellManifest } from './remoteReleases';
import { type AuthHeaders, type TestApp, api } from './testApp';

// Small fakes with the layout of real builds, for the tests of pages rendered by the server: the
// page says the home hero's title and the team's names (read through the API, as pages read), what
// the about remote's server build says, and how many times the bundle has rendered.

export const BUILD_ID = '0123456789abcdef0123456789abcdef';
export const RELEASE = '1.1.0-canary';

// Jest's module registry keeps what a bundle required the first time, whatever the server does to
// load a rebuilt one, so the fakes read what they say from files beside them, which a "rebuild"
// writes together with the bundle.

/** The shell's render bundle and its document; `version` is what its pages say made them. */
export const shellBuild = (version: string) => ({
  'shell/dist/server/render.js': `
    const fs = require('node:fs');
    let renders = 0;
    exports.renderPage = async (request, { reader, loadPage }) => {
      const render = (renders += 1);
      const hero = await reader.get('/home/hero');
      const team = await reader.get('/about/team');
      const url = new URL(request.url);
      const page = await loadPage('about', 'Page').catch(() => undefined);
      const shell = fs.readFileSync(__dirname + '/version.txt', 'utf8');
      return {
        kind: 'page',
        status: url.pathname === '/missing' ? 404 : 200,
        html: '<main><h1>' + hero.herotitle + '</h1><p>' + (page ? page.text() : 'Loading...') + '</p>' +
          team.map((member) => '<h2>' + member.teamtitle + '</h2>').join('') +
          '<p>shell ' + shell + '</p><p>render ' + render + '</p></main>',
        hydration: { loaderData: { hero: hero.herotitle, render }, actionData: null, errors: null },
        title: 'About', meta: { title: 'About', description: 'About us' }, siteName: 'Dojo',
        remotes: page ? [{ remote: 'about', expose: 'Page' }] : [],
        complete: Boolean(page),
      };
    };`,
  'shell/dist/server/version.txt': version,
  'shell/dist/document.json': JSON.stringify({ staticHead: [], stylesheets: ['main.1a2b3c4d.css'] }),
  'shell/dist/main.1a2b3c4d.css': 'h1{color:navy}.unused{color:red}',
});

/** A build of the about remote (browser manifest, build ids, server entry) whose page says `text`. */
export const remoteBuild = (text: string, buildId = BUILD_ID) => ({
  'mf-manifest.json': JSON.stringify({
    ...JSON.parse(manifest('about')),
    exposes: [{ name: 'Page', path: './Page', assets: { css: { sync: [], async: [] } } }],
  }),
  'build-id.txt': buildId,
  'server/build-id.txt': buildId,
  'server/text.txt': text,
  'server/remoteEntry.js': `
    const fs = require('node:fs');
    const text = () => fs.readFileSync(__dirname + '/text.txt', 'utf8');
    exports.init = () => {};
    exports.get = () => Promise.resolve(() => ({ default: { text } }));`,
});

export const inFolder = (folder: string, files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([name, content]) => [`${folder}/${name}`, content]));

/**
 * The about section's RELEASE ('The canary', build id c…c) written to the static root and made a
 * canary for half of the visitors (buckets under 50: `academy_bucket=10` is in it, 90 is not).
 */
export async function startAboutCanary(t: TestApp, admin: AuthHeaders): Promise<void> {
  await writeFiles(
    t.config.staticRoot,
    inFolder(path.join('releases', 'about', RELEASE), remoteBuild('The canary', 'c'.repeat(32))),
  );
  const canary = await t.app.inject({
    method: 'PUT',
    url: api(remoteRegistryPaths.canary('about')),
    headers: admin,
    payload: { url: `/releases/about/${RELEASE}/mf-manifest.json`, percent: 50 },
  });
  expect(canary.statusCode).toBe(200);
}

/**
 * A site of fakes in the static root: the shell's build ('one') with its index.html and manifest,
 * and the about remote's build saying 'Train with us'.
 */
export async function writeFakeSite(staticRoot: string): Promise<void> {
  await writeFiles(staticRoot, {
    ...shellBuild('one'),
    'shell/dist/index.html': '<!doctype html><title>Shell</title>',
    ...inFolder(path.join('remotes', 'about', 'dist', 'about'), remoteBuild('Train with us')),
  });
  await writeShellManifest(staticRoot);
}
