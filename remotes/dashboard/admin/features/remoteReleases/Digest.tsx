import { Button } from '@academy/admin-kit';
import { RELEASE_TEXTS, shortDigest } from './releaseTexts';
import styles from './releases.css';

interface DigestProps {
  digest: string | null;
  /** What the digest pins, for the copy button's name and the status line ('about 1.2.0'). */
  of: string;
  /** Reports the copy's outcome on the remote's status line. */
  onCopied: (message: string) => void;
}

/**
 * A release's digest: its first digits, the whole in the title (a pointer's hover) and a Copy
 * button (a phone's only way to the rest), where the browser lets a page copy.
 */
export function Digest({ digest, of, onCopied }: DigestProps) {
  if (digest === null) return <>{RELEASE_TEXTS.noDigest}</>;

  async function copy(whole: string) {
    try {
      await navigator.clipboard.writeText(whole);
      onCopied(RELEASE_TEXTS.copied(of));
    } catch {
      onCopied(RELEASE_TEXTS.copyError);
    }
  }

  return (
    <span className={styles.digest}>
      <code title={digest}>{shortDigest(digest)}…</code>
      {typeof navigator.clipboard?.writeText === 'function' && (
        <Button onClick={() => void copy(digest)} aria-label={`Copy the digest of ${of}`}>
          {RELEASE_TEXTS.copy}
        </Button>
      )}
    </span>
  );
}
