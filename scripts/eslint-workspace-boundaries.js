// ESLint rule for the architecture's one-way imports:
// - a remote imports no other remote and not the shell;
// - the shell imports no remote (it loads them at run time through the registry);
// - shared-contracts imports no app;
// - nothing reaches into another workspace by a relative path: shared code is imported by its
//   package name ('shared-contracts'), so the federation can share it as one singleton.
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

function violation(fromFile, source) {
  const from = workspaceOf(fromFile);
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
      const message = violation(context.filename, node.source.value);
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
