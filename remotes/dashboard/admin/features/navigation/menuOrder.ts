/** The entries with the one at `from` put at `to`; the same entries when `to` is outside the list. */
export function movedEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= entries.length || from === to) return [...entries];
  const rest = entries.filter((_, index) => index !== from);
  return [...rest.slice(0, to), entries[from], ...rest.slice(to)];
}
