import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from './controls/Button';
import { formatDateTime } from './formatDateTime';
import styles from './controls/controls.module.css';

/** How long typing pauses before the form's text is written to the browser's storage. */
export const AUTOSAVE_DELAY_MS = 500;

const STORAGE_PREFIX = 'academy.unsaved:';

/** A form's unsaved text as the browser keeps it: its fields and when they were written. */
export interface StoredChanges<V> {
  at: string;
  values: V;
}

// When each key was last forgotten: a write scheduled before it (typing just before a save
// succeeded) is stale and must not bring the saved changes back.
const forgottenAt = new Map<string, number>();

/** Forgets the unsaved changes kept under a record's path (its save succeeded, or they were discarded). */
export function forgetUnsavedChanges(key: string): void {
  forgottenAt.set(key, Date.now());
  localStorage.removeItem(STORAGE_PREFIX + key);
}

/**
 * Forgets every form's unsaved changes kept in this browser: signing out leaves nothing of one
 * account's unpublished text to the next person at the same browser.
 */
export function forgetAllUnsavedChanges(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const name = localStorage.key(index);
      if (name?.startsWith(STORAGE_PREFIX)) keys.push(name);
    }
    const now = Date.now();
    for (const name of keys) {
      forgottenAt.set(name.slice(STORAGE_PREFIX.length), now);
      localStorage.removeItem(name);
    }
  } catch {
    // A browser that refuses its storage kept nothing there; signing out goes on.
  }
}

/**
 * The changes kept under `key`, in the form's own fields: only text fields the form has, and
 * only when they differ from what the form starts from (nothing to restore otherwise).
 */
function readStored<V extends FieldValues>(key: string, defaults: V): StoredChanges<V> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(STORAGE_PREFIX + key) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { at, values } = parsed as { at?: unknown; values?: unknown };
  if (typeof at !== 'string' || typeof values !== 'object' || values === null) return null;
  const stored = values as Record<string, unknown>;
  const restored = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      typeof stored[name] === 'string' ? stored[name] : value,
    ]),
  ) as V;
  const differs = Object.keys(defaults).some((name) => restored[name] !== defaults[name]);
  return differs ? { at, values: restored } : null;
}

function write<V extends FieldValues>(key: string, values: V, defaults: V, changedAt: number): void {
  if ((forgottenAt.get(key) ?? 0) >= changedAt) return;
  const changed = Object.keys(defaults).some((name) => values[name] !== defaults[name]);
  if (!changed) {
    localStorage.removeItem(STORAGE_PREFIX + key);
    return;
  }
  const stored: StoredChanges<V> = { at: new Date(changedAt).toISOString(), values };
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(stored));
  } catch {
    // A full or refused storage costs the safety net, never the edit in progress.
  }
}

export interface Autosave<V> {
  /** Changes kept from an earlier visit, until the admin restores or discards them. */
  offer: StoredChanges<V> | null;
  restore(): void;
  discard(): void;
}

/**
 * Keeps a form's unsaved text in the browser (localStorage, under the record's API path) as it
 * is typed, and offers what an earlier visit left (a closed tab, a crash, a failed save) when the
 * form opens. Only the react-hook-form fields are kept: files cannot be stored. Without a key
 * (an editor that names no record) it does nothing.
 */
export function useAutosave<V extends FieldValues>(
  key: string | undefined,
  form: UseFormReturn<V>,
): Autosave<V> {
  const { watch, reset } = form;
  // What the form started from (the stored record, or empty for a new one), once: a form opens
  // for one record and is mounted anew for another.
  const [defaults] = useState(() => form.formState.defaultValues as V);
  const [offer, setOffer] = useState(() => (key ? readStored(key, defaults) : null));

  useEffect(() => {
    if (!key) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      const changedAt = Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => write(key, values as V, defaults, changedAt), AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [key, watch, defaults]);

  const restore = useCallback(() => {
    if (!offer) return;
    // Keeping the defaults leaves the form dirty against the stored record, as typed changes do.
    reset(offer.values, { keepDefaultValues: true });
    setOffer(null);
  }, [offer, reset]);

  const discard = useCallback(() => {
    if (key) forgetUnsavedChanges(key);
    setOffer(null);
  }, [key]);

  return { offer, restore, discard };
}

/** 'Restore unsaved changes from <time>?' with Restore and Discard, while there is an offer. */
export function AutosaveOffer<V>({ autosave }: { autosave: Autosave<V> }) {
  if (!autosave.offer) return null;
  const question = `Restore unsaved changes from ${formatDateTime(autosave.offer.at)}?`;
  return (
    <div className={styles.offer} role="group" aria-label="Unsaved changes">
      <p>{question}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={autosave.restore}>
          Restore
        </Button>
        <Button onClick={autosave.discard}>Discard</Button>
      </div>
    </div>
  );
}
