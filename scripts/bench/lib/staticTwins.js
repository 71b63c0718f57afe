// The static twin of a page: the page as a real browser rendered it, saved as HTML with every
// script removed, so it costs no JavaScript at all. It is the limit server rendering aims at.
//
// The twins are served by the benchmark's own server without a route of their own: the server
// is started on a static root (STATIC_ROOT) made for the run, whose shell/dist links every file
// of the real build and adds a folder of twins; `remotes` links the real remotes.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const TWINS_FOLDER = 'bench-twins';
// The phone Lighthouse emulates by default (a Moto G Power), so the saved DOM is the one it sees.
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** A static root that serves the real build plus a folder for the twins. */
function makeStaticRoot(repoRoot) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-static-'));
  const shellBuild = path.join(repoRoot, 'shell', 'dist');
  const shellDist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(shellDist, TWINS_FOLDER), { recursive: true });
  for (const entry of fs.readdirSync(shellBuild)) {
    fs.symlinkSync(path.join(shellBuild, entry), path.join(shellDist, entry));
  }
  fs.symlinkSync(path.join(repoRoot, 'remotes'), path.join(root, 'remotes'));
  return {
    root,
    twinsDir: path.join(shellDist, TWINS_FOLDER),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** The twin's address on the server for a route: '/' -> /bench-twins/home.html. */
function twinPath(name) {
  return `/${TWINS_FOLDER}/${name}.html`;
}

/**
 * Loads each route in Chromium (through Playwright, as the e2e suite does), waits for the
 * network to go quiet, and saves the rendered DOM without <script>, modulepreload and script
 * preloads into `twinsDir`. Resolves to the twin's path for each route name.
 */
async function saveStaticTwins({ origin, routes, twinsDir }) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const paths = {};
    for (const route of routes) {
      const response = await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' });
      if (response?.status() !== 200) throw new Error(`${route.path} answered ${response?.status()}`);
      const html = await page.evaluate(() => {
        const scripted = 'script, link[rel="modulepreload"], link[rel="preload"][as="script"]';
        document.querySelectorAll(scripted).forEach((element) => element.remove());
        return `<!DOCTYPE html>\n${document.documentElement.outerHTML}`;
      });
      fs.writeFileSync(path.join(twinsDir, `${route.name}.html`), html);
      paths[route.name] = twinPath(route.name);
    }
    return paths;
  } finally {
    await browser.close();
  }
}

module.exports = { makeStaticRoot, saveStaticTwins };
