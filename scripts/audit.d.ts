export function blockingAdvisories(report: unknown, accepted: Record<string, string>): string[];
