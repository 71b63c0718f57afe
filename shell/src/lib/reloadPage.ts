/**
 * Loads the current page anew, so the server's runtime config (and the remotes it names) apply.
 * A module of its own so tests can observe it (jsdom cannot reload).
 */
export function reloadPage(): void {
  window.location.reload();
}
