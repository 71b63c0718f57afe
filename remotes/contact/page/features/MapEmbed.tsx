import { useEffect, useRef, useState, type RefObject } from 'react';
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

/** The prefix of the holder's attributes that become the frame's, in the HTML and for the start script. */
const FRAME_ATTRIBUTE = 'data-frame-';

/**
 * The academy's map: a page of the map provider's, framed. The server's HTML holds no frame, only
 * its holder at the frame's size (`data-lazy-frame`), with the frame's attributes as
 * `data-frame-*`: the shell's start script makes the frame once the holder is on or near the
 * screen, with or without the app running, and so does this component for a page the app renders
 * itself. React leaves the holder's content alone (an empty `dangerouslySetInnerHTML`), so taking
 * the server's page over never removes or reloads a frame already made. A frame in the HTML cost a
 * phone's processor its making while the page was parsed (a document of its own, though empty)
 * and then its navigation: together, the only long task of the contact page; made with its
 * source, once, after the page has loaded, it is a few milliseconds.
 */
export function MapEmbed({ markup }: { markup: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const near = useNearScreen(holder);
  // Stored markup is always the server's re-serialised iframe (server/src/services/mapEmbed.ts).
  const attributes = mapEmbedAttributes(markup);
  useEffect(() => {
    const element = holder.current;
    if (!near || !element || element.querySelector('iframe')) return;
    const frame = document.createElement('iframe');
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith(FRAME_ATTRIBUTE)) {
        frame.setAttribute(attribute.name.slice(FRAME_ATTRIBUTE.length), attribute.value);
      }
    }
    element.append(frame);
  }, [near, markup]);
  if (!attributes) return null;
  const frameAttributes = Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [`${FRAME_ATTRIBUTE}${name}`, value]),
  );
  const height = Number(attributes.height);
  return (
    <div className={styles.map}>
      <div
        ref={holder}
        className={styles.frame}
        data-lazy-frame=""
        {...frameAttributes}
        style={height > 0 ? { height: `${height}px` } : undefined}
        dangerouslySetInnerHTML={{ __html: '' }}
        // The start script may have made the frame before the app took the page over.
        suppressHydrationWarning
      />
    </div>
  );
}
