import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@academy/contracts';
import { loadedRemoteModule, loadRemoteModule, type RemoteExpose } from './loadRemoteModule';

export type RemoteState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; Component: ComponentType };

function initialState(remote: RemoteName, expose: RemoteExpose): RemoteState {
  const Component = loadedRemoteModule<ComponentType>(remote, expose);
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

/**
 * Loads a remote's exposed page. `attempt` counts the user's retries: it keys the error boundary,
 * so 'Try again' also clears a render error.
 */
export function useRemoteComponent(
  remote: RemoteName,
  expose: RemoteExpose,
  retryDelays?: readonly number[],
) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState>(() => initialState(remote, expose));

  useEffect(() => {
    let current = true;
    setState(initialState(remote, expose));
    loadRemoteModule<ComponentType>(remote, expose, retryDelays).then(
      (Component) => current && setState({ status: 'ready', Component }),
      (error: unknown) => {
        if (!current) return;
        console.error(`Remote section ${remote}/${expose} could not be loaded.`, error);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // The delays only shape the next load; a new array from the caller is no reason to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, expose, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, attempt, retry };
}
