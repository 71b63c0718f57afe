import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/environment';

/** The production build's browser folders: the shell's, and every remote's (dist/<remote>). */
function buildFolders(): string[] {
  const remotes = path.join(REPO_ROOT, 'remotes');
  const sections = fs.readdirSync(remotes).filter((name) => fs.existsSync(path.join(remotes, name, 'dist')));
  return [
    path.join(REPO_ROOT, 'shell', 'dist'),
    ...sections.flatMap((section) =>
      fs
        .readdirSync(path.join(remotes, section, 'dist'))
        .map((remote) => path.join(remotes, section, 'dist', remote)),
    ),
  ];
}

test('the build writes brotli and gzip copies of its scripts and stylesheets, and the server sends them as they are', async ({
  request,
}) => {
  const folders = buildFolders();
  expect(folders.length).toBeGreaterThan(1);
  const missing: string[] = [];
  for (const folder of folders) {
    for (const file of fs.readdirSync(folder).filter((name) => /\.(js|css)$/.test(name))) {
      const full = path.join(folder, file);
      if (fs.statSync(full).size < 1024) continue;
      for (const copy of [`${full}.br`, `${full}.gz`])
        if (!fs.existsSync(copy)) missing.push(path.relative(REPO_ROOT, copy));
    }
  }
  expect(missing).toEqual([]);

  // The shell's main script, as a browser asks for it.
  const main = fs
    .readdirSync(path.join(REPO_ROOT, 'shell', 'dist'))
    .find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
  const response = await request.get(`/${main}`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  const copy = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', `${main}.br`));
  // Playwright decodes the body: the same bytes as the script the build wrote.
  expect((await response.body()).equals(zlib.brotliDecompressSync(copy))).toBe(true);
});
