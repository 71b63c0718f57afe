import { Suspense } from 'react';
import type { RemoteName } from '@academy/contracts';
import { SectionUnavailable } from '@academy/ui';
import { Loading } from '../../components/Loading';
import type { RemoteExpose } from './loadRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteComponent } from './useRemoteComponent';

interface RemotePageProps {
  remote: RemoteName;
  expose?: RemoteExpose;
  /** Pauses between load attempts; tests pass short ones. */
  retryDelays?: readonly number[];
}

/** A page slot filled by a remote's screen (the admin area). Whatever goes wrong in it stays in it. */
export function RemotePage({ remote, expose = 'Page', retryDelays }: RemotePageProps) {
  const { state, attempt, retry } = useRemoteComponent(remote, expose, retryDelays);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <SectionUnavailable onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={`${remote}/${expose}`}
      fallback={<SectionUnavailable onRetry={retry} />}
    >
      {/* A remote may lazy-load parts of itself. */}
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
