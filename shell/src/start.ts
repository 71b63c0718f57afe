/**
 * The shell's start script: the one script a page's HTML names. It fetches the app (the entry
 * named in its `data-app`) once the page's content is on screen, so that neither the app's
 * download nor its work (React, the federation runtime, the remotes, hydration) competes with a
 * phone's first paint. A page without server-rendered content (the admin area, or a page the
 * server could not render) has nothing to show before the app and starts it at once, and so does
 * a tab in the background, which paints nothing.
 *
 * A classic script compiled on its own (webpack/startScript.js): no imports, no exports, a few
 * hundred bytes. Every webpack entry would carry the federation runtime.
 */
(() => {
  /** The latest start, counted from the end of parsing, for a browser that reports no paint. */
  const LATEST_START_MS = 3000;

  const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  };

  const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
  if (!serverRendered || document.visibilityState === 'hidden') {
    start();
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
