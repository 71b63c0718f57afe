const fs = require('fs');
const path = require('path');

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

/** The test files under a folder of the repository whose names end with `ending`, as full paths. */
const testsUnder = (folder, ending) => {
  const dir = path.join(__dirname, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith(ending) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file));
};

/** The server side's test files: the server's, server rendering's, and every section's API tests. */
const serverTests = [
  ...testsUnder('server/test', '.test.ts'),
  ...testsUnder('server/ssr/test', '.test.ts'),
  ...fs
    .readdirSync(path.join(__dirname, 'remotes'))
    .flatMap((name) => testsUnder(`remotes/${name}/test`, '.api.test.ts')),
];

/**
 * Whether a test file reaches a database: it uses the test helpers (which start apps), the app or
 * the database layer, or reads DATABASE_URL. Read from the file, so a new test is sorted by itself.
 */
const touchesDatabase = (file) =>
  /helpers\/|@academy\/server\/testing|src\/app'|src\/db\/|DATABASE_URL/.test(fs.readFileSync(file, 'utf8'));

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
      // The server's own, and every section's API tests, that start an app on a database: CI runs
      // them on the embedded database and again on PostgreSQL.
      testMatch: serverTests.filter(touchesDatabase),
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
    },
    {
      // The server side's tests that start no app and open no database (server rendering, the
      // section machinery on a bare Fastify, pure functions): one run is enough.
      displayName: 'server-units',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: serverTests.filter((file) => !touchesDatabase(file)),
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
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
