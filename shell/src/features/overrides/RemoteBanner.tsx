import { useState } from 'react';
import { getErrorMessage, sendData } from '@academy/runtime';
import { RELEASE_PREVIEW_END, RELEASE_PREVIEW_QUERY, remoteOverridePaths } from '@academy/contracts';
import { reloadPage } from '../../lib/reloadPage';
import { type RemoteOverride, type RemoteSetup, showsRemoteBanner, useRemoteSetup } from './remoteSetup';
import styles from './RemoteBanner.module.css';

/** The end of a preview as the server and the browser both write it (no locale, no time zone). */
const previewEnd = (expiresAt: string) => `${expiresAt.slice(0, 10)} ${expiresAt.slice(11, 16)} UTC`;

/**
 * The release preview this browser opened: the remote and version every page shows, until when,
 * and 'End preview', a plain link (it works before the app starts, on a page the server rendered)
 * that the server answers by clearing the preview's cookie and leading back to the page.
 */
function ReleasePreviewNotice({ preview }: { preview: NonNullable<RemoteSetup['releasePreview']> }) {
  return (
    <section className={styles.banner} aria-label="Release preview">
      <p className={styles.lines}>
        This browser previews <strong>{preview.remote}</strong> {preview.version}, a release visitors do not
        get yet, until {previewEnd(preview.expiresAt)}.
      </p>
      <a className={styles.action} href={`?${RELEASE_PREVIEW_QUERY}=${RELEASE_PREVIEW_END}`}>
        End preview
      </a>
    </section>
  );
}

/**
 * A developer's overrides: one line per overridden remote, and 'Clear overrides', which ends them
 * for this browser (by its cookie) and reloads, so the site's own releases come back.
 */
function OverridesNotice({ overrides }: { overrides: readonly RemoteOverride[] }) {
  const [clearing, setClearing] = useState(false);
  const [failure, setFailure] = useState('');

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
    <section className={styles.banner} aria-label="Remote overrides">
      <ul className={styles.lines}>
        {overrides.map(({ remote, manifestUrl }) => (
          <li key={remote}>
            This browser loads <strong>{remote}</strong> from{' '}
            <span className={styles.url}>{manifestUrl}</span> (a developer override).
          </li>
        ))}
      </ul>
      <button type="button" className={styles.action} onClick={() => void clear()} disabled={clearing}>
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

/**
 * The bar at the top of every page (public and admin) of a browser that loads a remote from
 * elsewhere than the registry says: a release preview it opened, an administrator's developer
 * overrides, each with the way to end it. Rendered from the runtime config the page was made
 * with, so the server's HTML and the browser's agree.
 */
export function RemoteBanner({ className }: { className?: string }) {
  const setup = useRemoteSetup();
  if (!showsRemoteBanner(setup)) return null;
  return (
    <div className={className}>
      {setup.releasePreview && <ReleasePreviewNotice preview={setup.releasePreview} />}
      {setup.overrides.length > 0 && <OverridesNotice overrides={setup.overrides} />}
    </div>
  );
}
