#!/usr/bin/env node
// CI's look at known advisories: `npm audit --omit=dev` (the packages a production install
// has), failing on a high or critical advisory unless .ci/audit-accepted.json accepts it with a
// reason: { "GHSA-xxxx-xxxx-xxxx": "why it does not reach us, and until when" }.
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const ACCEPTED_FILE = path.join(__dirname, '..', '.ci', 'audit-accepted.json');
const BLOCKING = new Set(['high', 'critical']);

/** The GHSA id at the end of an advisory's URL (https://github.com/advisories/GHSA-…). */
const advisoryId = (advisory) => advisory.url?.split('/').pop() ?? String(advisory.source);

/**
 * The high and critical advisories of an `npm audit --json` report that `accepted` (id →
 * reason) does not accept, one line each. A package listed only because of another one (a
 * string in `via`) is covered by that package's own entry.
 */
function blockingAdvisories(report, accepted) {
  const found = new Map();
  for (const [pkg, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    for (const advisory of vulnerability.via) {
      if (typeof advisory !== 'object' || !BLOCKING.has(advisory.severity)) continue;
      const id = advisoryId(advisory);
      if (accepted[id]) continue;
      found.set(`${id} ${pkg}`, `${advisory.severity}: ${pkg} ${advisory.range} — ${advisory.title} (${id})`);
    }
  }
  return [...found.values()];
}

function runAudit() {
  try {
    return execFileSync('npm', ['audit', '--omit=dev', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // npm audit exits non-zero when it finds anything; the report is still on standard output.
    return error.stdout;
  }
}

function main() {
  const accepted = JSON.parse(fs.readFileSync(ACCEPTED_FILE, 'utf8'));
  let report;
  try {
    report = JSON.parse(runAudit());
  } catch {
    report = { error: { summary: 'npm audit printed no report' } };
  }
  if (!report.vulnerabilities) {
    // No report is not a clean report: say so loudly, but an unreachable advisory database (a
    // machine without the internet) is no fault of the code.
    console.log(
      `npm audit could not check the advisories: ${report.error?.summary ?? 'no answer'}. Not checked.`,
    );
    return 0;
  }
  const blocking = blockingAdvisories(report, accepted);
  for (const line of blocking) console.log(line);
  const total = Object.keys(report.vulnerabilities).length;
  console.log(
    blocking.length
      ? `${blocking.length} high or critical advisories of production dependencies. Upgrade, or accept one with a reason in .ci/audit-accepted.json.`
      : `npm audit: no high or critical advisory of a production dependency is open (${total} packages with lower or accepted ones).`,
  );
  return blocking.length ? 1 : 0;
}

if (require.main === module) process.exit(main());

module.exports = { blockingAdvisories };
