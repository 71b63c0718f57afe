// Lint: typescript-eslint, the rules of hooks, and the one-way import rules of the architecture.
const globals = require('globals');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { workspaceBoundaries } = require('./scripts/eslint-workspace-boundaries');

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
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      architecture: { rules: { 'workspace-boundaries': workspaceBoundaries } },
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'architecture/workspace-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The server runs on Node without a bundler: it may take only the contracts' plain parts at
    // run time (the page contract and the UI kits import React components and CSS Modules).
    files: ['server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['shared-contracts', 'shared-contracts/page', 'shared-contracts/ui', 'shared-contracts/admin'].map(
            (name) => ({ name, message: 'The server imports shared-contracts/api and /schemas only.', allowTypeImports: true }),
          ),
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/test/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
