// Unit and API tests. `tsc -b` type-checks first (npm test), so ts-jest only transpiles.
const transform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    {
      tsconfig: {
        jsx: 'react-jsx',
        module: 'commonjs',
        esModuleInterop: true,
        resolveJsonModule: true,
        isolatedModules: true,
      },
    },
  ],
  // beasties (critical CSS, in @academy/ssr) and its selector parser ship ES modules only, which
  // Jest's CommonJS loader cannot require (Node 20): they are compiled to CommonJS like our own.
  '^.+/node_modules/beasties/.+\\.m?js$': [
    'ts-jest',
    { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
  ],
};
/** Nothing under node_modules is compiled, beasties and its own dependencies aside. */
const transformIgnorePatterns = ['^(?!.*/node_modules/beasties/).*/node_modules/'];

// Tests load the workspace packages' source, as webpack does, so no build is needed before jest.
const moduleNameMapper = {
  '^@academy/(contracts|runtime|ui|admin-kit|testing)$': '<rootDir>/shared-contracts/$1/src/index.ts',
  '^@academy/ui/standalone$': '<rootDir>/shared-contracts/ui/src/standalone.tsx',
  '^@academy/contracts/shared-modules.json$': '<rootDir>/shared-contracts/contracts/src/sharedModules.json',
  '^@academy/ssr$': '<rootDir>/server/ssr/src/index.ts',
  '^@academy/server/kit$': '<rootDir>/server/src/kit/index.ts',
  '^@academy/server/testing$': '<rootDir>/server/test/helpers/index.ts',
  '\\.css$': 'identity-obj-proxy',
  // Node16 resolution writes a relative dynamic import's file with its `.js`.
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

module.exports = {
  projects: [
    {
      displayName: 'tooling',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/webpack/test/**/*.test.ts', '<rootDir>/scripts/test/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      rootDir: __dirname,
      // The server's own, and every section's API tests.
      testMatch: [
        '<rootDir>/server/test/**/*.test.ts',
        '<rootDir>/server/ssr/test/**/*.test.ts',
        '<rootDir>/remotes/*/test/**/*.api.test.ts',
      ],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
    },
    {
      // The real server as processes against PostgreSQL clusters the tests start, stop and
      // freeze themselves (npm run test:ops); needs PostgreSQL installed.
      displayName: 'ops',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/server/ops-test/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment.web.js',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/shared-contracts/*/test/**/*.test.ts?(x)',
        '<rootDir>/shell/test/**/*.test.ts?(x)',
        '<rootDir>/remotes/*/test/**/*.test.ts?(x)',
      ],
      testPathIgnorePatterns: ['/node_modules/', '\\.api\\.test\\.ts$'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
    },
  ],
};
