import { Suspense } from 'react';
import type { RemoteName } from 'shared-contracts';
import { Loading } from '../../components/Loading';
import type { RemoteExpose } from './loadRemoteComponent';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteComponent } from './useRemoteComponent';
import styles from './RemotePage.module.css';

interface RemotePageProps {
  remote: RemoteName;
  expose?: RemoteExpose;
  /** Pauses between load attempts; tests pass short ones. */
  retryDelays?: readonly number[];
}

function Fallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert">
      <p>This section could not be loaded.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A page slot filled by a remote. Whatever goes wrong in it stays in it. */
export function RemotePage({ remote, expose = 'Page', retryDelays }: RemotePageProps) {
  const { state, attempt, retry } = useRemoteComponent(remote, expose, retryDelays);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <Fallback onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary key={attempt} label={`${remote}/${expose}`} fallback={<Fallback onRetry={retry} />}>
      {/* A remote may lazy-load parts of itself. */}
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
