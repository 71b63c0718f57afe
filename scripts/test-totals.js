#!/usr/bin/env node
// Adds up the jest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
// A step that failed without reporting tests (type-check, lint, a crashed runner) counts as a
// failure, so a red run can never print "0 failed". Exits non-zero when anything failed.
const fs = require('fs');

const [failedSteps, ...reports] = process.argv.slice(2);
let passed = 0;
let failed = 0;

function countPlaywright(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'expected' || t.status === 'flaky') passed += 1;
        else if (t.status !== 'skipped') failed += 1;
      }
    }
    countPlaywright(suite.suites);
  }
}

for (const file of reports) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // Suites that could not run (a syntax error, a failing hook) report no failed test.
    failed += report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
  } else {
    countPlaywright(report.suites);
    failed += (report.errors ?? []).length;
  }
}
if (Number(failedSteps) > 0 && failed === 0) failed += Number(failedSteps);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
