/**
 * The shell's start script: the one script a page's HTML names. It fetches the app (the entry
 * named in its `data-app`) only when the page needs it:
 * - a page without server-rendered content (the admin area, or a page the server could not
 *   render) has nothing to show before the app and starts it at once, and so does a tab in the
 *   background, which paints nothing;
 * - a page the server rendered whole works without the app: its links are plain links, the
 *   menu opens with HTML and CSS, its forms post to the server. The server marks it
 *   `data-start="when-needed"`, and the app is fetched when a visitor reaches for one of its
 *   controls (a field or a button takes the focus: the blog's search filters live and the contact
 *   form checks itself once the app runs). A visitor who only reads and follows links downloads
 *   no more than this script;
 * - any other server-rendered page (a slot left to the browser, a failed load with its Try
 *   again, an administrator's override banner) fetches the app once its content is on screen,
 *   so that neither the app's download nor its work competes with a phone's first paint.
 *
 * Frames that wait to be made (a `data-lazy-frame` holder with the frame's attributes as
 * `data-frame-*`: the contact page's map) are made once the page has loaded and their holder comes
 * within 400 px of the screen, whether the app runs or not.
 *
 * A classic script compiled on its own (webpack/startScript.js): no imports, no exports, a few
 * hundred bytes. Every webpack entry would carry the federation runtime.
 */
(() => {
  /** The latest start, counted from the end of parsing, for a browser that reports no paint. */
  const LATEST_START_MS = 3000;

  /** How far outside the screen a frame waiting to be made is made. */
  const NEAR_SCREEN = '400px';
  /** The prefix of a holder's attributes that become its frame's. */
  const FRAME_ATTRIBUTE = 'data-frame-';
  /** What a visitor reaches for when they mean to use a page's controls. */
  const CONTROLS = 'input, textarea, select, button';

  const startScript = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = startScript?.dataset.app;
  if (!app) return;
  let stopWaiting = () => {};
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopWaiting();
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  };

  const root = document.getElementById('root');
  const serverRendered = root?.hasChildNodes() ?? false;
  if (!root || !serverRendered || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // A frame that waits to be made (the contact page's map) is made when it nears the screen,
  // whether the app runs or not, and not before the page itself has loaded: another site's page
  // must not compete with this one's. Made with its source, a frame costs a few milliseconds;
  // one in the HTML cost an empty document of its own while the page was parsed.
  const waiting = root.querySelectorAll<HTMLElement>('[data-lazy-frame]');
  const makeFrame = (holder: HTMLElement) => {
    if (holder.querySelector('iframe')) return;
    const frame = document.createElement('iframe');
    for (const attribute of Array.from(holder.attributes)) {
      if (attribute.name.startsWith(FRAME_ATTRIBUTE)) {
        frame.setAttribute(attribute.name.slice(FRAME_ATTRIBUTE.length), attribute.value);
      }
    }
    holder.append(frame);
  };
  const observeFrames = () => {
    const frames = new IntersectionObserver(
      (entries) => {
        for (const entry of entries.filter((candidate) => candidate.isIntersecting)) {
          makeFrame(entry.target as HTMLElement);
          frames.unobserve(entry.target);
        }
      },
      { rootMargin: `${NEAR_SCREEN} 0px` },
    );
    waiting.forEach((holder) => frames.observe(holder));
  };
  if (waiting.length > 0 && typeof IntersectionObserver !== 'undefined') {
    if (document.readyState === 'complete') observeFrames();
    else window.addEventListener('load', observeFrames, { once: true });
  }
  if (startScript.dataset.start === 'when-needed') {
    const reachingForControl = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(CONTROLS)) start();
    };
    root.addEventListener('focusin', reachingForControl);
    stopWaiting = () => root.removeEventListener('focusin', reachingForControl);
    return;
  }
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // A task queued from an animation frame runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, LATEST_START_MS);
})();
