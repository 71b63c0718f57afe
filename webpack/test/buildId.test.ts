import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { APP_INPUTS, SECTION_INPUTS, fingerprintedFiles, sourceFingerprint } from '../buildId';

// A build id must change with every file a bundle is made from, or the change never ships
// (`npm start` keeps the old build, `npm run release` says the version exists), and should stay
// when only what no bundle holds changes. No webpack build: a tree shaped like the repository,
// and a static scan of what the real bundles import.
const root = path.resolve(__dirname, '..', '..');

/** A repository in small: one file of each kind there is, each with a line of its own. */
const REPOSITORY = [
  'package-lock.json',
  'tsconfig.base.json',
  'webpack/createAppConfig.js',
  'webpack/test/buildId.test.ts',
  'shared-contracts/contracts/src/index.ts',
  'shared-contracts/contracts/package.json',
  'shared-contracts/contracts/test/paths.test.ts',
  'shared-contracts/contracts/dist/index.js',
  'shared-contracts/contracts/tsconfig.tsbuildinfo',
  'shared-contracts/testing/src/index.ts',
  'remotes/tsconfig.json',
  'remotes/blog/section.ts',
  'remotes/blog/schemas.ts',
  'remotes/blog/package.json',
  'remotes/blog/page/Page.tsx',
  'remotes/blog/page/features/list/blogList.css',
  'remotes/blog/admin/features/details/detailsTexts.ts',
  'remotes/blog/test/blogList.test.tsx',
  'remotes/blog/server/routes.ts',
  'remotes/blog/migrations/0001_blog.sql',
  'remotes/blog/demo/posts.json',
  'remotes/blog/dist/blog/remoteEntry.js',
  'remotes/blog/node_modules/some-package/index.js',
  'remotes/about/section.ts',
  'shell/src/index.ts',
  'shell/package.json',
  'shell/tsconfig.json',
  'shell/webpack.config.js',
  'shell/test/layout.test.tsx',
  'server/ssr/src/index.ts',
  'README.md',
  'server/src/app.ts',
];

describe('a build id', () => {
  let repository: string;
  const blog = () => path.join(repository, 'remotes', 'blog');
  const shell = () => path.join(repository, 'shell');
  const blogId = () => sourceFingerprint(blog(), SECTION_INPUTS, repository);
  const shellId = () => sourceFingerprint(shell(), APP_INPUTS, repository);
  const edit = (file: string) => fs.appendFileSync(path.join(repository, file), '\n// edited');

  beforeEach(() => {
    repository = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-build-id-'));
    for (const file of REPOSITORY) {
      fs.mkdirSync(path.dirname(path.join(repository, file)), { recursive: true });
      fs.writeFileSync(path.join(repository, file), `// ${file}\n`);
    }
  });
  afterEach(() => fs.rmSync(repository, { recursive: true, force: true }));

  it.each([
    'remotes/blog/section.ts',
    'remotes/blog/schemas.ts',
    'remotes/blog/package.json',
    'remotes/blog/page/Page.tsx',
    'remotes/blog/page/features/list/blogList.css',
    'remotes/blog/admin/features/details/detailsTexts.ts',
    'remotes/tsconfig.json',
    'tsconfig.base.json',
    'shared-contracts/contracts/src/index.ts',
    'shared-contracts/contracts/package.json',
    'webpack/createAppConfig.js',
    'package-lock.json',
  ])('of a section changes with %s', (file) => {
    const before = blogId();
    edit(file);
    expect(blogId()).not.toBe(before);
  });

  it.each([
    'remotes/blog/test/blogList.test.tsx',
    'remotes/blog/server/routes.ts',
    'remotes/blog/migrations/0001_blog.sql',
    'remotes/blog/demo/posts.json',
    'remotes/blog/dist/blog/remoteEntry.js',
    'remotes/blog/node_modules/some-package/index.js',
    'remotes/about/section.ts',
    'shared-contracts/contracts/test/paths.test.ts',
    'shared-contracts/contracts/dist/index.js',
    'shared-contracts/contracts/tsconfig.tsbuildinfo',
    'shared-contracts/testing/src/index.ts',
    'webpack/test/buildId.test.ts',
    'shell/src/index.ts',
    'server/src/app.ts',
    'README.md',
  ])('of a section stays when %s changes', (file) => {
    const before = blogId();
    edit(file);
    expect(blogId()).toBe(before);
  });

  it('of a section changes when a file is added to its pages, moved or removed', () => {
    const ids = [blogId()];
    fs.writeFileSync(path.join(blog(), 'page', 'dates.ts'), 'export {};\n');
    ids.push(blogId());
    fs.renameSync(path.join(blog(), 'page', 'dates.ts'), path.join(blog(), 'admin', 'dates.ts'));
    ids.push(blogId());
    fs.rmSync(path.join(blog(), 'admin', 'dates.ts'));
    ids.push(blogId());
    expect(new Set(ids).size).toBe(3);
    // Removed again, the folder is as at first, and so is its id.
    expect(ids[3]).toBe(ids[0]);
  });

  it.each([
    ['changes', 'shell/src/index.ts', true],
    ['changes', 'shell/webpack.config.js', true],
    ['changes', 'shell/tsconfig.json', true],
    ['changes', 'shared-contracts/contracts/src/index.ts', true],
    ['stays', 'shell/test/layout.test.tsx', false],
    ['stays', 'server/ssr/src/index.ts', false],
    ['stays', 'remotes/blog/page/Page.tsx', false],
  ])('of the shell %s with %s', (_what, file, changes) => {
    const before = shellId();
    edit(file);
    expect(shellId() !== before).toBe(changes);
  });
});

/** What webpack would follow from `file`: its imports, requires and dynamic imports. */
function importsOf(file: string): string[] {
  if (!/\.[cm]?[jt]sx?$/.test(file)) return [];
  return ts
    .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((imported) => imported.fileName);
}

/** Resolved as the builds resolve (webpack/rules.js: the workspace packages' `source` condition). */
const RESOLUTION: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['source'],
  resolveJsonModule: true,
  allowJs: true,
};

/** The file `specifier` names from `importer`, or undefined for an installed package. */
function resolveImport(specifier: string, importer: string): string | undefined {
  const relative = path.resolve(path.dirname(importer), specifier);
  // Stylesheets and images, which TypeScript does not resolve.
  if (specifier.startsWith('.') && fs.existsSync(relative) && fs.statSync(relative).isFile()) return relative;
  const resolved = ts.resolveModuleName(specifier, importer, RESOLUTION, ts.sys).resolvedModule;
  if (!resolved) {
    if (specifier.startsWith('.')) throw new Error(`${importer} imports ${specifier}, which is not there`);
    return undefined;
  }
  const file = fs.realpathSync(resolved.resolvedFileName);
  return file.split(path.sep).includes('node_modules') ? undefined : file;
}

/** Every file of the repository the bundles made from `entries` hold, the entries included. */
function bundled(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const waiting = [...entries];
  for (let file = waiting.pop(); file; file = waiting.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of importsOf(file)) {
      const imported = resolveImport(specifier, file);
      if (imported) waiting.push(imported);
    }
  }
  return reached;
}

const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The TypeScript settings a project is compiled with: its tsconfig and every one it extends. */
function tsconfigChain(tsconfig: string): string[] {
  const { extends: parent } = ts.readConfigFile(tsconfig, ts.sys.readFile).config as { extends?: string };
  return parent ? [tsconfig, ...tsconfigChain(path.resolve(path.dirname(tsconfig), parent))] : [tsconfig];
}

const relativeToRoot = (files: Iterable<string>) =>
  [...files].map((file) => path.relative(root, file)).sort();

describe('the files the bundles are made from', () => {
  const sections = fs
    .readdirSync(path.join(root, 'remotes'))
    .filter((name) => fs.existsSync(path.join(root, 'remotes', name, 'section.ts')));

  it('are found in every section', () => {
    expect(sections).toEqual(expect.arrayContaining(['about', 'blog', 'classes', 'contact', 'home']));
  });

  it.each(sections)('of section %s are all covered by its build id', (name) => {
    const dir = path.join(root, 'remotes', name);
    const entries = ['page', 'admin']
      .map((folder) => path.join(dir, folder))
      .filter((folder) => fs.existsSync(folder))
      .flatMap(filesIn)
      .filter((file) => !file.split(path.sep).includes('test'));
    const made = [...bundled(entries), ...tsconfigChain(path.join(root, 'remotes', 'tsconfig.json'))];
    const covered = new Set(fingerprintedFiles(dir, SECTION_INPUTS));
    expect(relativeToRoot(made.filter((file) => !covered.has(file)))).toEqual([]);
    // The scan did reach beyond page/ and admin/ (the section's definition, the shared code).
    expect(made).toContain(path.join(dir, 'section.ts'));
  });

  it('of the shell are all covered by its build id', () => {
    const dir = path.join(root, 'shell');
    const made = [
      ...bundled(filesIn(path.join(dir, 'src'))),
      ...tsconfigChain(path.join(dir, 'tsconfig.json')),
      path.join(dir, 'webpack.config.js'),
    ];
    const covered = new Set(fingerprintedFiles(dir, APP_INPUTS));
    expect(relativeToRoot(made.filter((file) => !covered.has(file)))).toEqual([]);
  });
});
