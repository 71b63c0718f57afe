export function totals(
  reports: unknown[],
  failedSteps?: number,
): { passed: number; failed: number; skipped: number; unexpectedSkips: string[] };
