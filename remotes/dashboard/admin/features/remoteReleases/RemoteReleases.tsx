import { QueryState } from '@academy/admin-kit';
import { useRegistry } from './api/getRegistry';
import { RELEASE_TEXTS } from './releaseTexts';
import { RemoteRelease } from './RemoteRelease';
import styles from './releases.css';

/** Every remote of the registry, one after the other, each with its releases. */
export function RemoteReleases() {
  const query = useRegistry();
  return (
    <QueryState query={query} errorText={RELEASE_TEXTS.loadError}>
      {({ remotes }) =>
        remotes.length === 0 ? (
          <p className={styles.empty}>{RELEASE_TEXTS.noRemotes}</p>
        ) : (
          remotes.map((entry) => <RemoteRelease key={entry.name} entry={entry} />)
        )
      }
    </QueryState>
  );
}
