import { useCallback, useEffect, useState } from 'react';
import { getErrorMessage } from '../api/client';

export interface SaveMessages {
  /** Shown (green) when the call succeeds, e.g. 'Hero section updated successfully'. */
  success: string;
  /** Shown (red) when the call fails and the server gave no reason, e.g. 'Failed to update hero section'. */
  failure: string;
}

export type SaveResult<T> = { ok: true; data: T } | { ok: false };

/** Makes the call; `onUploadProgress` may be handed to sendData to drive UploadProgress. */
export type SendCall<T> = (onUploadProgress: (percent: number) => void) => Promise<T>;

interface SaveActionOptions {
  /** Clears the status line this long after it appears (the spec's About Us messages: 2000 ms). */
  clearStatusAfterMs?: number;
}

/**
 * The state of one save, delete or upload button: the status line (validation messages too, via
 * `setStatus`), whether a call is running, and the upload progress. `run` turns a failure into
 * the spec's text: the server's error, else the fallback.
 */
export function useSaveAction({ clearStatusAfterMs }: SaveActionOptions = {}) {
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!status || clearStatusAfterMs === undefined) return undefined;
    const timer = setTimeout(() => setStatus(''), clearStatusAfterMs);
    return () => clearTimeout(timer);
  }, [status, clearStatusAfterMs]);

  const run = useCallback(async <T>(send: SendCall<T>, messages: SaveMessages): Promise<SaveResult<T>> => {
    setSaving(true);
    setStatus('');
    try {
      const data = await send(setProgress);
      setStatus(messages.success);
      return { ok: true, data };
    } catch (error) {
      setStatus(getErrorMessage(error, messages.failure));
      return { ok: false };
    } finally {
      setSaving(false);
      setProgress(null);
    }
  }, []);

  return { status, setStatus, saving, progress, run };
}
