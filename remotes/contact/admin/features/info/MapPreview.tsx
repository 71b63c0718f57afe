import { useEffect, useState } from 'react';
import { SINGLE_IFRAME, isAllowedMapEmbedUrl } from '@academy/contracts';
import styles from './contactInfo.css';

/** The preview follows the markup once typing pauses, so the map is not reloaded on every key. */
const SETTLE_MS = 400;

/**
 * The map source the server would keep: the `src` of the one iframe the markup is, when it is an
 * allowed map embed. Parsed inertly (DOMParser runs no scripts and loads nothing).
 */
export function mapSourceOf(markup: string): string | null {
  const trimmed = markup.trim();
  if (!SINGLE_IFRAME.test(trimmed)) return null;
  const iframe = new DOMParser().parseFromString(trimmed, 'text/html').querySelector('iframe');
  const src = iframe?.getAttribute('src') ?? '';
  return isAllowedMapEmbedUrl(src) ? src : null;
}

/** A live preview of the map markup being typed; only allowed map embeds are ever framed. */
export function MapPreview({ markup }: { markup: string }) {
  const [settled, setSettled] = useState(markup);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markup), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [markup]);

  if (!settled.trim()) return null;
  const src = mapSourceOf(settled);
  return (
    <figure className={styles.preview} aria-label="Map preview">
      {src ? (
        <iframe src={src} title="Map preview" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <p className={styles.hint}>
          No preview: paste the embed code of a Google Maps or OpenStreetMap map (one iframe).
        </p>
      )}
    </figure>
  );
}
