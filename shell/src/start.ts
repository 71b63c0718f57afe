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
 * Frames that wait for their source (`data-lazy-src`: the contact page's map) get it once the
 * page has loaded and they come within 400 px of the screen, whether the app runs or not.
 *
 * A classic script compiled on its own (webpack/startScript.js): no imports, no exports, a few
 * hundred bytes. Every webpack entry would carry the federation runtime.
 */
(() => {
  /** The latest start, counted from the end of parsing, for a browser that reports no paint. */
  const LATEST_START_MS = 3000;

  /** How far outside the screen a frame waiting for its source gets it. */
  const NEAR_SCREEN = '400px';
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
  // A frame that waits for its source (the contact page's map) gets it when it nears the screen,
  // whether the app runs or not, and not before the page itself has loaded: another site's page
  // must not compete with this one's.
  const waiting = root.querySelectorAll<HTMLElement>('[data-lazy-src]');
  const observeFrames = () => {
    const frames = new IntersectionObserver(
      (entries) => {
        for (const entry of entries.filter((candidate) => candidate.isIntersecting)) {
          const element = entry.target as HTMLElement;
          if (!element.getAttribute('src')) element.setAttribute('src', element.dataset.lazySrc ?? '');
          frames.unobserve(element);
        }
      },
      { rootMargin: `${NEAR_SCREEN} 0px` },
    );
    waiting.forEach((element) => frames.observe(element));
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
