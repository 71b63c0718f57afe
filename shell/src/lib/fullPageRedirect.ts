/**
 * Leaves the single-page app with a full page load, which also drops every in-memory state of
 * the shell and the remotes. A module of its own so tests can observe it (jsdom cannot
 * navigate, and its `location.assign` cannot be replaced).
 */
export function fullPageRedirect(url: string): void {
  window.location.assign(url);
}
