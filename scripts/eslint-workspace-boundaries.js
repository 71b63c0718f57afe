// ESLint rule for the architecture's one-way imports:
// - a remote imports no other remote and not the shell;
// - the shell imports no remote (it loads them at run time through the registry);
// - shared-contracts imports no app;
// - nothing reaches into another workspace by a relative path: shared code is imported by its
//   package name ('shared-contracts'), so the federation can share it as one singleton;
// - remotes and the bundled parts of shared-contracts use the router through the contracts'
//   runtime: React Router is bundled by the shell, not shared, so a remote's own copy would find
//   no router. Types, tests, the test kit and a remote's standalone page may import it.
const path = require('path');

const root = path.resolve(__dirname, '..');
const APP_PACKAGES = /^@academy\/(shell|remote-.+)$/;

/** 'remotes/home', 'shell', 'shared-contracts', 'server', ... for a path inside the repo. */
function workspaceOf(file) {
  const [top, second] = path.relative(root, file).split(path.sep);
  return top === 'remotes' ? `remotes/${second}` : top;
}

const contractsSource = path.join(root, 'shared-contracts', 'src');
const contractsRuntime = path.join(contractsSource, 'runtime');
/** The runtime: the package's entry (src/index) and everything under src/runtime. */
function inRuntime(file) {
  const module = file.replace(/\.(tsx?|js)$/, '').replace(/[\\/]index$/, '');
  return (
    module === contractsSource ||
    module === contractsRuntime ||
    module.startsWith(contractsRuntime + path.sep)
  );
}

const ROUTER_PACKAGES = /^react-router(-dom)?(\/|$)/;
const MAY_BUNDLE_ROUTER = [
  /[\\/](test|testing)[\\/]/,
  /\.test\.tsx?$/,
  /shared-contracts[\\/]src[\\/]standalone\.tsx$/,
];

function routerViolation(fromFile, from) {
  const usesShellRouter =
    from.startsWith('remotes/') || (from === 'shared-contracts' && !inRuntime(fromFile));
  if (!usesShellRouter || MAY_BUNDLE_ROUTER.some((pattern) => pattern.test(fromFile))) return null;
  return "use the router through 'shared-contracts' (the shell's router), not a copy of React Router";
}

/** @param {{ typeOnly?: boolean }} [options] typeOnly: an `import type`, erased from the bundle */
function violation(fromFile, source, { typeOnly = false } = {}) {
  const from = workspaceOf(fromFile);
  if (ROUTER_PACKAGES.test(source)) return typeOnly ? null : routerViolation(fromFile, from);
  if (source.startsWith('.')) {
    const targetFile = path.resolve(path.dirname(fromFile), source);
    const target = workspaceOf(targetFile);
    if (target !== from) return `'${from}' may not import '${target}' by a relative path`;
    const bundledPart = fromFile.startsWith(contractsSource + path.sep) && !inRuntime(fromFile);
    if (bundledPart && inRuntime(targetFile)) {
      return "import the contracts' runtime as 'shared-contracts', not by a relative path";
    }
    return null;
  }
  const isAppImport = APP_PACKAGES.test(source);
  if (isAppImport && (from === 'shared-contracts' || from === 'shell' || from.startsWith('remotes/'))) {
    return `'${from}' may not import the app '${source}'`;
  }
  return null;
}

const workspaceBoundaries = {
  meta: { type: 'problem', docs: { description: 'One-way imports between workspaces' }, schema: [] },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      const message = violation(context.filename, node.source.value, { typeOnly });
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

module.exports = { workspaceBoundaries, violation };
