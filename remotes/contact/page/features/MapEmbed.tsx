import { useEffect, useRef, useState, type HTMLAttributeReferrerPolicy, type RefObject } from 'react';
import { mapEmbedAttributes } from '@academy/contracts';
import styles from './ContactDetails.css';

/** How far outside the screen the map starts loading, so it is there when the visitor scrolls to it. */
const LOAD_AHEAD = '400px';

/**
 * Whether the element is on or near the screen; once it has been, it stays so. Without
 * IntersectionObserver (old browsers, jsdom) it is at once.
 */
function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/**
 * The academy's map: a page of the map provider's, framed. The server's HTML holds the frame at
 * its size with its source in `data-lazy-src`, not `src`: the shell's start script gives it its
 * source once the frame is on or near the screen, with or without the app running, and so does
 * this component for a page the app renders itself (the source is set on the element, never
 * rendered, so taking the server's page over never loads the frame again). Loaded with the page,
 * the provider's page competed with the site's own for a phone's processor: it delayed the first
 * paint and the page coming alive.
 */
export function MapEmbed({ markup }: { markup: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const near = useNearScreen(frame);
  // Stored markup is always the server's re-serialised iframe (server/src/services/mapEmbed.ts).
  const attributes = mapEmbedAttributes(markup);
  const source = attributes?.src;
  useEffect(() => {
    if (near && source && frame.current && !frame.current.getAttribute('src')) frame.current.src = source;
  }, [near, source]);
  if (!attributes) return null;
  return (
    <div className={styles.map}>
      <iframe
        ref={frame}
        data-lazy-src={attributes.src}
        title={attributes.title}
        width={attributes.width}
        height={attributes.height}
        loading={attributes.loading as 'lazy' | 'eager' | undefined}
        referrerPolicy={attributes.referrerpolicy as HTMLAttributeReferrerPolicy | undefined}
        allowFullScreen={'allowfullscreen' in attributes || undefined}
      />
    </div>
  );
}
