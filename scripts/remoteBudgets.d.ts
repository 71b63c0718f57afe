// Types of remoteBudgets.js, for its unit test and the e2e budget check.
export interface BudgetedRemote {
  name: string;
  /** The section's folder, whose package.json states the budget. */
  dir: string;
  /** The remote's build folder (its mf-manifest.json, remoteEntry.js and chunks). */
  outDir: string;
}
/** A row of the printed table (a type, not an interface, so formatTable takes it). */
export type BudgetRow = {
  remote: string;
  'gzipped KiB': number | '';
  'budget KiB': number | '';
};
export function gzippedSize(content: string | Buffer): number;
export function measureRemote(outDir: string): {
  scripts: Array<{ file: string; gzippedBytes: number }>;
  gzippedBytes: number;
};
export function checkBudgets(remotes: BudgetedRemote[]): { rows: BudgetRow[]; problems: string[] };
export function publicRemotes(): BudgetedRemote[];
