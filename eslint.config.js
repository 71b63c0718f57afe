// Lint: typescript-eslint, the rules of hooks, and the one-way imports of the architecture, with
// the linters' own rules:
// - nothing reaches into another workspace by a relative path (import-x/no-relative-packages):
//   shared code is imported by its package name;
// - a section imports no other section and not the shell; the shell imports no section (it loads
//   them at run time through the registry);
// - sections and the bundled kits use the router through @academy/runtime: React Router is
//   bundled by the shell, not shared, so a copy of their own would find no router (types, tests
//   and a remote's standalone page may import it);
// - the contracts hold no React, and the server takes none of the front end's packages;
// - no module imports one that imports it back (import-x/no-cycle).
const globals = require('globals');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');

const ROUTER = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Use the router through @academy/runtime (the shell’s router), not a copy of React Router.',
  allowTypeImports: true,
}));
const SECTIONS = {
  group: ['@academy/section-*'],
  message: 'Sections are loaded at run time, never imported.',
};
const SHELL = { group: ['@academy/shell'], message: 'A section never imports the shell.' };
const FRONT_END = [
  '@academy/runtime',
  '@academy/ui',
  '@academy/admin-kit',
  '@academy/testing',
  'react',
  'react-dom',
];

/** One no-restricted-imports setting per area (a later setting would replace, not add to, an earlier one). */
const restrict = (paths, patterns = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.tsbuild/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      '.ci-work/**',
      // npm run release: built files, as dist/.
      'releases/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-relative-packages': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['remotes/**/*.{ts,tsx}'],
    rules: restrict(ROUTER, [SECTIONS, SHELL]),
  },
  {
    files: ['shared-contracts/ui/src/**/*.{ts,tsx}', 'shared-contracts/admin-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/standalone.tsx'],
    rules: restrict(ROUTER),
  },
  {
    files: ['remotes/*/test/**'],
    rules: restrict([], [SECTIONS, SHELL]),
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'server/ssr/**/*.{ts,tsx}'],
    rules: restrict([], [SECTIONS]),
  },
  {
    files: ['shared-contracts/contracts/src/**/*.ts'],
    rules: restrict(
      FRONT_END.map((name) => ({
        name,
        message: 'The contracts hold no React and no browser code.',
        allowTypeImports: true,
      })),
    ),
  },
  {
    // The server runs on Node without a bundler and ships without the front end's packages.
    files: ['server/src/**/*.ts'],
    rules: restrict(
      FRONT_END.filter((name) => name !== '@academy/runtime').map((name) => ({
        name,
        message: 'The server imports @academy/contracts, not the front end’s packages.',
        allowTypeImports: true,
      })),
    ),
  },
  {
    // One job a function: a plugin that registers many routes registers them by group, one
    // function each (or a file each in its folder), as fastify/demo does.
    files: ['server/src/**/*.ts', 'server/ssr/src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/test/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A focused test silently skips the rest of its file (Playwright's forbidOnly covers the
      // browser suite at run time; jest has no such switch), so lint refuses one.
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='only'][object.name=/^(it|test|describe)$/]",
          "MemberExpression[property.name='only'][object.property.name='describe']",
          'CallExpression[callee.name=/^f(it|describe)$/]',
        ].map((selector) => ({ selector, message: 'A focused test (.only) skips the others: remove it.' })),
      ],
    },
  },
);
