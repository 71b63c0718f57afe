#!/usr/bin/env node
// Adds up the jest and Playwright JSON reports into the one line CI reads:
// "N passed, N failed, N skipped". A step that failed without reporting tests (type-check, lint,
// a crashed runner) counts as a failure, so a red run can never print "0 failed".
// A skipped test is expected only where the same test (file and name) passed in another report of
// the run: the PostgreSQL-only tests skip on the embedded database and run on PostgreSQL. Any other
// skip (a test that cannot run on this machine, a forgotten `.skip`) is lost coverage: it is named
// and counted as failed. Exits non-zero when anything failed.
const fs = require('fs');
const path = require('path');

/** Every test of a jest or Playwright report: its file, its name and how it ended. */
function testsOf(report) {
  if ('numPassedTests' in report) {
    return report.testResults.flatMap((suite) => [
      ...suite.assertionResults.map((test) => ({
        file: suite.name,
        name: test.fullName,
        outcome: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      })),
      // A suite that could not run (a syntax error, a failing hook) reports no failed test.
      ...(suite.status === 'failed' && suite.assertionResults.length === 0
        ? [{ file: suite.name, name: suite.message ?? 'the suite could not run', outcome: 'failed' }]
        : []),
    ]);
  }
  const tests = [];
  const walk = (suites, titles) => {
    for (const suite of suites ?? []) {
      const inner = suite.file === suite.title ? titles : [...titles, suite.title];
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const outcome =
            t.status === 'expected' || t.status === 'flaky'
              ? 'passed'
              : t.status === 'skipped'
                ? 'skipped'
                : 'failed';
          tests.push({ file: spec.file, name: [...inner, spec.title].join(' '), outcome });
        }
      }
      walk(suite.suites, inner);
    }
  };
  walk(report.suites, []);
  for (const error of report.errors ?? []) tests.push({ file: '', name: error.message, outcome: 'failed' });
  return tests;
}

/**
 * The totals of a run's reports, `failedSteps` being the steps that failed: passed, failed and
 * skipped tests, and the skips that are not expected (counted in failed too).
 */
function totals(reports, failedSteps = 0) {
  const runs = reports.map(testsOf);
  const key = (test) => `${path.resolve(test.file)}\n${test.name}`;
  const passedIn = runs.map((tests) => new Set(tests.filter((t) => t.outcome === 'passed').map(key)));
  const all = runs.flat();
  const count = (outcome) => all.filter((t) => t.outcome === outcome).length;
  const unexpectedSkips = runs.flatMap((tests, index) =>
    tests.filter(
      (t) =>
        t.outcome === 'skipped' && !passedIn.some((passed, other) => other !== index && passed.has(key(t))),
    ),
  );
  let failed = count('failed') + unexpectedSkips.length;
  if (failedSteps > 0 && failed === 0) failed = failedSteps;
  return {
    passed: count('passed'),
    failed,
    skipped: count('skipped'),
    unexpectedSkips: unexpectedSkips.map((t) => `${path.relative(process.cwd(), t.file)}: ${t.name}`),
  };
}

if (require.main === module) {
  const [failedSteps, ...files] = process.argv.slice(2);
  const result = totals(
    files.filter((file) => fs.existsSync(file)).map((file) => JSON.parse(fs.readFileSync(file, 'utf8'))),
    Number(failedSteps),
  );
  if (result.unexpectedSkips.length > 0) {
    console.log('Skipped, and run nowhere else in this run (lost coverage, counted as failed):');
    for (const line of result.unexpectedSkips) console.log(`  ${line}`);
  }
  console.log(`${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
  process.exit(result.failed > 0 ? 1 : 0);
}

module.exports = { totals };
