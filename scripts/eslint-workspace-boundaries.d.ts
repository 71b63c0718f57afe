// Types of eslint-workspace-boundaries.js, for its unit test.
export function violation(fromFile: string, source: string, options?: { typeOnly?: boolean }): string | null;
