import { useState } from 'react';
import { getErrorMessage, sendData } from '@academy/runtime';
import { remoteOverridePaths } from '@academy/contracts';
import { reloadPage } from '../../lib/reloadPage';
import { useRemoteSetup } from './remoteSetup';
import styles from './OverridesBanner.module.css';

/**
 * The bar at the top of every page (public and admin) of a browser whose administrator pointed
 * remotes at a dev server: one line per overridden remote, and 'Clear overrides', which ends them
 * for this browser (by its cookie) and reloads, so the site's own releases come back. Rendered
 * from the runtime config the page was made with, so the server's HTML and the browser's agree.
 */
export function OverridesBanner({ className }: { className?: string }) {
  const { overrides } = useRemoteSetup();
  const [clearing, setClearing] = useState(false);
  const [failure, setFailure] = useState('');
  if (overrides.length === 0) return null;

  const clear = async () => {
    setClearing(true);
    setFailure('');
    try {
      await sendData('delete', remoteOverridePaths.mine);
      // Stays 'Clearing...' until the page is loaded anew.
      reloadPage();
    } catch (error) {
      setFailure(getErrorMessage(error, 'The overrides could not be cleared. Please try again.'));
      setClearing(false);
    }
  };

  return (
    <section className={[styles.banner, className].filter(Boolean).join(' ')} aria-label="Remote overrides">
      <ul className={styles.lines}>
        {overrides.map(({ remote, manifestUrl }) => (
          <li key={remote}>
            This browser loads <strong>{remote}</strong> from{' '}
            <span className={styles.url}>{manifestUrl}</span> (a developer override).
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => void clear()} disabled={clearing}>
        {clearing ? 'Clearing...' : 'Clear overrides'}
      </button>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
