import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServerEntries } from '../src/serverEntries';

/** The server's federation host over these remote folders, with no release anywhere. */
const entriesOver = (remoteFolders: Map<string, string>) =>
  createServerEntries({
    remoteFolders,
    staticRoot: os.tmpdir(),
    remotePrefixes: [],
    pinnedRelease: () => Promise.resolve(undefined),
    cacheDir: path.join(os.tmpdir(), 'academy-ssr-never-written'),
  });

const folders: string[] = [];
async function temporaryFolder() {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-ssr-'));
  folders.push(folder);
  return folder;
}
afterAll(() => Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true }))));

/** A fake remote build folder with the given build ids and a server entry that is never run. */
async function remoteBuild(browserId: string, serverId: string) {
  const root = await temporaryFolder();
  const dist = path.join(root, 'remotes', 'about', 'dist', 'about');
  await fs.mkdir(path.join(dist, 'server'), { recursive: true });
  await fs.writeFile(path.join(dist, 'build-id.txt'), browserId);
  await fs.writeFile(path.join(dist, 'server', 'build-id.txt'), serverId);
  await fs.writeFile(
    path.join(dist, 'server', 'remoteEntry.js'),
    'throw new Error("never run in this test")',
  );
  return new Map([['about', dist]]);
}

test('a remote served from elsewhere than this deployment’s disk is never run on the server', async () => {
  const entries = entriesOver(await remoteBuild('a', 'a'));
  await expect(
    entries.load('about', 'Page', 'https://cdn.example.org/about/mf-manifest.json'),
  ).rejects.toThrow(/does not run code from/);
});

test('a browser build without its own server build is not rendered on the server', async () => {
  const entries = entriesOver(await remoteBuild('new-build', 'old-build'));
  await expect(entries.load('about', 'Page', '/remotes/about/mf-manifest.json')).rejects.toThrow(
    /browser and server builds differ/,
  );
});

test('a remote without a server build is not rendered on the server', async () => {
  const root = await temporaryFolder();
  const entries = entriesOver(new Map([['about', path.join(root, 'remotes', 'about', 'dist', 'about')]]));
  await expect(entries.load('about', 'Page', '/remotes/about/mf-manifest.json')).rejects.toThrow(/ENOENT/);
});
