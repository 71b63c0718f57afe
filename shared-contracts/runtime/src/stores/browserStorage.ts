/**
 * Storage access for the stores, which are the only code that touches browser storage.
 * Storage can be missing (server, tests) or refuse writes (private mode, quota): the session then
 * lives in memory only, which is better than failing to sign in.
 */
type StorageKind = 'session' | 'local';

function storageOf(kind: StorageKind): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = storageOf(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Keep the in-memory value; see the note above.
  }
}
