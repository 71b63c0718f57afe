#!/usr/bin/env node
// `npm run new-section -- <name>`: a working section in remotes/<name>, from the pattern every
// section follows (a hero and a list of items): its definition, public page, admin screen and
// tests, and its package. Nothing else changes but package-lock.json (npm links the new
// package): the server, the shell, the builds, the dev servers and the tests find sections by
// their folders.
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { SECTIONS_DIR, loadSection, sectionNames } = require('../../webpack/sections');

const root = path.resolve(__dirname, '..', '..');
const TEMPLATE = path.join(__dirname, 'template');
const NAME = /^[a-z]+(?:-[a-z]+)*$/;
/**
 * The server's platform routes, from the compiled server (`npm run new-section` runs `tsc -b server`
 * first, as the other server commands do): the names they use at the site's root and below the API
 * prefix are the site's own.
 */
const PLATFORM_ROUTES = path.join(root, 'server', 'dist', 'server', 'src', 'sections', 'platformRoutes.js');
const FIRST_DEV_PORT = 3001;

class CommandError extends Error {}

/** 'summer-camps' → 'Summer Camps' (the menu's label), 'SummerCamps' (a component's name). */
const words = (name) => name.split('-').map((word) => word[0].toUpperCase() + word.slice(1));

/**
 * Why `name` cannot be a new section, or nothing. The platform's names are asked for only once the
 * name is one (reading the server's routes takes a moment).
 */
async function problemWith(name, sections, platformNames) {
  if (!NAME.test(name))
    return `"${name}" is not a section name: use lower-case letters and hyphens, e.g. summer-camps.`;
  if ((await platformNames()).includes(name))
    return `"${name}" is an address the site uses for itself; choose another name.`;
  if (fs.existsSync(path.join(SECTIONS_DIR, name))) return `remotes/${name} exists already.`;
  const taken = sections.find(
    (section) =>
      section.key === name ||
      `admin-${section.name}` === name ||
      section.pages.some((page) => page.path === `/${name}`) ||
      section.screens.some((screen) => screen.path === name),
  );
  if (taken)
    return `The ${taken.name} section uses the name "${name}" already (its API, a page or a screen).`;
  return undefined;
}

/** The next two dev-server ports after every section's. */
function freePorts(sections) {
  const used = sections
    .flatMap((section) => [section.devPorts.pages, section.devPorts.screens])
    .filter(Boolean);
  const last = Math.max(FIRST_DEV_PORT + 10, ...used);
  return [last + 1, last + 2];
}

/** Every template file, with its placeholders filled, at the same place under the new folder. */
function writeFromTemplate(target, values, dir = TEMPLATE) {
  const written = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const from = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      written.push(...writeFromTemplate(target, values, from));
      continue;
    }
    const relative = path.relative(TEMPLATE, from).replace(/\.tpl$/, '');
    const file = path.join(
      target,
      relative.replace(/^test\/api\.test\.ts$/, `test/${values.__NAME__}.api.test.ts`),
    );
    const text = fs.readFileSync(from, 'utf8').replace(/__[A-Z_]+__/g, (token) => values[token] ?? token);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.push(path.relative(root, file));
  }
  return written;
}

/**
 * The package of the new section: its build, and what it imports (as every section's). Its page
 * (a hero and a list) is about's pattern, so it starts with about's JavaScript budget
 * (`academy.pageScriptBudgetGzippedKiB`, checked by e2e/performance/remote-budgets.spec.ts).
 */
function packageJson(name) {
  const about = JSON.parse(fs.readFileSync(path.join(SECTIONS_DIR, 'about', 'package.json'), 'utf8'));
  return {
    name: `@academy/section-${name}`,
    version: '1.0.0',
    private: true,
    scripts: about.scripts,
    academy: about.academy,
    dependencies: about.dependencies,
    devDependencies: about.devDependencies,
  };
}

async function newSection(name) {
  const sections = sectionNames().map(loadSection);
  const problem = await problemWith(name, sections, async () => {
    const { platformNames, platformRoutes } = require(PLATFORM_ROUTES);
    return platformNames(await platformRoutes());
  });
  if (problem) throw new CommandError(problem);
  const [pagesPort, screensPort] = freePorts(sections);
  const target = path.join(SECTIONS_DIR, name);
  const written = writeFromTemplate(target, {
    __NAME__: name,
    __LABEL__: words(name).join(' '),
    __COMPONENT__: words(name).join(''),
    __PAGES_PORT__: String(pagesPort),
    __SCREENS_PORT__: String(screensPort),
  });
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(packageJson(name), null, 2)}\n`);
  written.unshift(path.relative(root, path.join(target, 'package.json')));
  // Links the new package into node_modules (package-lock.json records it).
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'ignore' });
  return { written, pagesPort, screensPort };
}

async function main(name) {
  try {
    if (!name)
      throw new CommandError('Usage: npm run new-section -- <name>   (lower-case letters and hyphens)');
    const { written, pagesPort, screensPort } = await newSection(name);
    const label = words(name).join(' ');
    console.log(`Made the section ${label} in remotes/${name}:`);
    for (const file of written) console.log(`  ${file}`);
    console.log(
      [
        '',
        `API: /v1/api/admin/${name}/hero (GET, PUT) and /v1/api/admin/${name}/items (GET, POST, PUT and DELETE by id)`,
        `Page: /${name} (in the navigation after Contact); admin screen: /admin/${name} (in the sidebar)`,
        `Dev servers: ${pagesPort} (page) and ${screensPort} (admin screen); package @academy/section-${name}`,
        'package-lock.json now links the new package. Next: npm run build && npm start, or npm test.',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof CommandError ? error.message : error);
    process.exit(1);
  }
}

if (require.main === module) void main(process.argv[2]);

module.exports = { newSection, problemWith };
