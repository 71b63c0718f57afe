import { expect, test } from '@playwright/test';
import { formatTable } from '../../scripts/bench/lib/table';
import { checkBudgets, publicRemotes } from '../../scripts/remoteBudgets';

/**
 * Budget per public remote: the gzipped JavaScript of its own that a page downloads (its
 * remoteEntry.js and the chunks of its exposed page modules, not the shared modules the shell
 * provides), against the budget in KiB its section's package.json states
 * (`"academy": { "pageScriptBudgetGzippedKiB": … }`). Read from the production build folders;
 * no page is loaded. The figures are printed for the closing notes.
 */
test('every public remote stays within the JavaScript budget its package.json states', () => {
  const { rows, problems } = checkBudgets(publicRemotes());
  console.log(`gzipped JavaScript of each public remote, own chunks only:\n${formatTable(rows)}`);
  expect(rows.length, 'the sections have public remotes to measure').toBeGreaterThan(0);
  expect(problems, problems.join('\n')).toEqual([]);
});
