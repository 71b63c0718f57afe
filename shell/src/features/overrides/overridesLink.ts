/** What a link to the override panel (`?about=<manifest URL>&home=...`) asks to fill in. */
export interface LinkedOverrides {
  /** Remote name → the URL the link gives for it (never applied by the link itself). */
  filled: Record<string, string>;
  /** Names in the query that are no remote of this site: said, and otherwise ignored. */
  unknown: string[];
}

/**
 * The fields a documented link fills in: each query parameter named after a remote, its first
 * non-empty value, trimmed. Only a draft: the administrator applies it, or not.
 */
export function linkedOverrides(query: URLSearchParams, remotes: readonly string[]): LinkedOverrides {
  const filled: Record<string, string> = {};
  const unknown: string[] = [];
  for (const name of new Set(query.keys())) {
    const url = query
      .getAll(name)
      .map((value) => value.trim())
      .find(Boolean);
    if (!url) continue;
    if (remotes.includes(name)) filled[name] = url;
    else unknown.push(name);
  }
  return { filled, unknown };
}
