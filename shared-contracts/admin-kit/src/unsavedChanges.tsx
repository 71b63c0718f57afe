import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from '@academy/runtime';

export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes. Leave without saving them?';

interface UnsavedChangesRegistry {
  setDirty: (editor: string, dirty: boolean) => void;
}

const RegistryContext = createContext<UnsavedChangesRegistry | null>(null);

/** Asks before unsaved changes are dropped; true when there are none or the admin agrees. */
export function confirmDiscard(dirty: boolean): boolean {
  return !dirty || window.confirm(UNSAVED_CHANGES_PROMPT);
}

/**
 * Guards a screen's editors: while any of them holds unsaved changes, leaving the screen (a
 * sidebar entry, the browser's back button) asks first, and so do closing or reloading the tab.
 * One guard per screen, because the router allows one blocker at a time.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyEditors, setDirtyEditors] = useState<ReadonlySet<string>>(new Set());
  const anyDirty = dirtyEditors.size > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_PROMPT)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!anyDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const setDirty = useCallback((editor: string, dirty: boolean) => {
    setDirtyEditors((current) => {
      if (current.has(editor) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(editor);
      else next.delete(editor);
      return next;
    });
  }, []);
  const registry = useMemo(() => ({ setDirty }), [setDirty]);
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** Tells the screen's guard whether this editor holds unsaved changes (until it unmounts). */
export function useUnsavedChanges(dirty: boolean): void {
  const registry = useContext(RegistryContext);
  const editor = useId();
  useEffect(() => {
    registry?.setDirty(editor, dirty);
  }, [registry, editor, dirty]);
  useEffect(() => () => registry?.setDirty(editor, false), [registry, editor]);
}
