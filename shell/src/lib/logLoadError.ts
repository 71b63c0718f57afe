/**
 * Header and footer data are decoration: when they fail to load, the defaults stay and the
 * failure is only logged.
 */
export function logLoadError(what: string, error: unknown): void {
  console.error(`Could not load ${what}.`, error);
}
