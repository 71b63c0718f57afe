import { totals } from '../test-totals';

// The shapes of jest's and Playwright's JSON reports, trimmed to what the totals read.
const jestReport = (file: string, tests: [string, string][]) => ({
  numPassedTests: tests.filter(([, status]) => status === 'passed').length,
  testResults: [
    {
      name: file,
      status: tests.some(([, status]) => status === 'failed') ? 'failed' : 'passed',
      assertionResults: tests.map(([fullName, status]) => ({ fullName, status })),
    },
  ],
});
const playwrightReport = (tests: [string, string][]) => ({
  suites: [
    {
      title: 'platform/staff.spec.ts',
      file: 'platform/staff.spec.ts',
      specs: tests.map(([title, status]) => ({ title, file: 'platform/staff.spec.ts', tests: [{ status }] })),
    },
  ],
  errors: [],
});

const FILE = '/repo/server/test/drafts.test.ts';

test('a test skipped on one database and passed on the other is counted skipped, not failed', () => {
  const embedded = jestReport(FILE, [
    ['drafts publish', 'passed'],
    ['two servers publish once', 'pending'],
  ]);
  const postgres = jestReport(FILE, [
    ['drafts publish', 'passed'],
    ['two servers publish once', 'passed'],
  ]);
  expect(totals([embedded, postgres])).toEqual({ passed: 3, failed: 0, skipped: 1, unexpectedSkips: [] });
});

test('a test skipped everywhere (the machine cannot run it, a forgotten .skip or .todo) fails the run, by name', () => {
  const embedded = jestReport(FILE, [
    ['a full disk during an upload', 'pending'],
    ['drafts publish', 'passed'],
    ['drafts later', 'todo'],
  ]);
  const browser = playwrightReport([
    ['the owner signs in', 'expected'],
    ['the owner turns on two-factor', 'skipped'],
  ]);
  const result = totals([embedded, browser]);
  expect(result).toMatchObject({ passed: 2, failed: 3, skipped: 3 });
  expect(result.unexpectedSkips).toEqual([
    expect.stringMatching(/drafts\.test\.ts: a full disk during an upload$/),
    expect.stringMatching(/drafts\.test\.ts: drafts later$/),
    expect.stringMatching(/staff\.spec\.ts: the owner turns on two-factor$/),
  ]);
});

test('a skipped test of another file with the same name does not excuse it', () => {
  const embedded = jestReport(FILE, [['two servers publish once', 'pending']]);
  const other = jestReport('/repo/server/test/readCache.test.ts', [['two servers publish once', 'passed']]);
  expect(totals([embedded, other]).failed).toBe(1);
});

test('a failed step without a failed test still counts, so a red run never reads "0 failed"', () => {
  expect(totals([jestReport(FILE, [['drafts publish', 'passed']])], 2)).toMatchObject({
    passed: 1,
    failed: 2,
  });
  expect(totals([], 0)).toMatchObject({ passed: 0, failed: 0, skipped: 0 });
});

test('a suite that could not run counts as a failure', () => {
  const crashed = {
    numPassedTests: 0,
    testResults: [{ name: FILE, status: 'failed', message: 'SyntaxError', assertionResults: [] }],
  };
  expect(totals([crashed]).failed).toBe(1);
});
