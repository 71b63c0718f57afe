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
 * Every page view sends one health report (README "What visitors live through"): when the page
 * is hidden or left, `navigator.sendBeacon` posts what the view lived through to the API, for each
 * remote on the page (its tag's `data-releases`, see healthReleases in @academy/contracts; none on a
 * release preview or in the admin area): its release and arm, the kinds of error it had (`load`
 * and `render` told by the app through `window.__academyHealth.error`, `script` an uncaught error
 * from one of its files, seen here so that it counts before the app runs), and the page's LCP (the
 * last largest-contentful-paint entry, for the page's first view only), INP (approximated as the
 * longest interaction, from event entries of 40 ms and more: INP's value for a view of fewer
 * than 50 interactions) and CLS (the largest session window of layout shifts without recent
 * input: gaps under 1 s, windows up to 5 s). A route the app changes to is a view of its own:
 * `window.__academyHealth.view` sends the report of the one before (the app's side, and the type
 * of `__academyHealth`: shell/src/features/health). A page that never starts the app reports all
 * the same.
 *
 * A page the browser prerenders because a visitor is about to open it (the server's Speculation
 * Rules, docs/decisions/0164-prerender-public-pages.md) may never be shown: until it is
 * (`prerenderingchange`), this script does nothing at all. It starts no app, makes no frame and
 * counts no view (no report is sent for a prerender the visitor never opened); once shown, it is
 * a page just opened, and its LCP counts from the moment it was shown (`activationStart`), as a
 * visitor saw it.
 *
 * A classic script compiled on its own (webpack/startScript.js): no imports, no exports, about a
 * kilobyte. Every webpack entry would carry the federation runtime.
 */
((startPage: () => void) => {
  // Not in TypeScript's DOM types yet: Chromium's prerendering (Speculation Rules).
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', startPage, { once: true });
  } else {
    startPage();
  }
})(() => {
  /** The latest start, counted from the end of parsing, for a browser that reports no paint. */
  const LATEST_START_MS = 3000;

  /** How far outside the screen a frame waiting to be made is made. */
  const NEAR_SCREEN = '400px';
  /** The prefix of a holder's attributes that become its frame's. */
  const FRAME_ATTRIBUTE = 'data-frame-';
  /** What a visitor reaches for when they mean to use a page's controls. */
  const CONTROLS = 'input, textarea, select, button';

  /** Where each page view's report goes: HEALTH_REPORT_PATH (@academy/contracts). */
  const HEALTH_REPORT = '/v1/api/health';
  /** A layout shift this long after the last one, or a session window this long, starts a new window. */
  const SHIFT_GAP_MS = 1000;
  const SHIFT_WINDOW_MS = 5000;
  /** The longest path a report may hold: HEALTH_REPORT_MAX_PATH (@academy/contracts). */
  const MAX_PATH_LENGTH = 300;

  const startScript = document.querySelector<HTMLScriptElement>('script[data-app]');
  const app = startScript?.dataset.app;
  if (!app) return;

  /** Whether this browser reports performance entries of `type`. */
  const observable = (type: string) =>
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type);
  type Measure = PerformanceEntry & { value: number; hadRecentInput: boolean; interactionId?: number };
  const measure = (type: string, take: (entry: Measure) => void, options?: object) => {
    if (observable(type))
      new PerformanceObserver((list) => (list.getEntries() as Measure[]).forEach(take)).observe({
        type,
        buffered: true,
        ...options,
      });
  };

  /** This view's remotes, as [name, release, arm, the absolute URL of the folder of its files]. */
  let remotes: string[][] = [];
  let errors: Record<string, string[]> = {};
  let viewPath = location.pathname;
  let ended = false;
  let firstView = true;
  let lcp: number | undefined;
  let inp: number | undefined;
  let cls = 0;
  let shifts = 0;
  let shiftsFrom = 0;
  let lastShift = 0;
  const begin = (path: string, releases = '') => {
    const fields = releases.split(' ');
    remotes = [];
    for (let at = 0; at + 3 < fields.length; at += 4) {
      remotes.push([fields[at], fields[at + 1], fields[at + 2], new URL(fields[at + 3], location.href).href]);
    }
    errors = {};
    viewPath = path;
    ended = false;
    inp = undefined;
    cls = shifts = lastShift = 0;
  };
  const end = () => {
    if (!ended && remotes.length > 0) {
      navigator.sendBeacon?.(
        HEALTH_REPORT,
        JSON.stringify({
          path: viewPath.slice(0, MAX_PATH_LENGTH),
          remotes: remotes.map(([remote, release, arm]) => ({
            remote,
            release,
            arm,
            errors: errors[remote],
          })),
          lcp: firstView ? lcp : undefined,
          inp,
          cls,
        }),
      );
    }
    ended = true;
  };
  const error = (remote: string, kind: string) => {
    if (!remotes.some(([name]) => name === remote)) return;
    const kinds = (errors[remote] ??= []);
    if (!kinds.includes(kind)) kinds.push(kind);
  };
  begin(viewPath, startScript.dataset.releases);
  window.__academyHealth = {
    error,
    view(path, releases) {
      // The app's first view of a page the server did not describe (one the browser renders).
      if (path === viewPath) {
        if (!ended && remotes.length === 0) begin(path, releases);
        return;
      }
      end();
      firstView = false;
      begin(path, releases);
    },
  };
  addEventListener('error', ({ filename }) => {
    const from = remotes.find(([, , , folder]) => filename?.startsWith(folder));
    if (from) error(from[0], 'script');
  });
  addEventListener('pagehide', end);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') end();
  });
  /** When a prerendered page was shown (0 for any other page): its paints count from then. */
  const activationStart =
    (performance.getEntriesByType?.('navigation')[0] as { activationStart?: number } | undefined)
      ?.activationStart ?? 0;
  measure('largest-contentful-paint', (entry) => {
    lcp = Math.max(0, entry.startTime - activationStart);
  });
  measure(
    'event',
    (entry) => {
      if (entry.interactionId) inp = Math.max(inp ?? 0, entry.duration);
    },
    { durationThreshold: 40 },
  );
  measure('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    if (entry.startTime - lastShift > SHIFT_GAP_MS || entry.startTime - shiftsFrom > SHIFT_WINDOW_MS) {
      shifts = 0;
      shiftsFrom = entry.startTime;
    }
    shifts += entry.value;
    lastShift = entry.startTime;
    cls = Math.max(cls, shifts);
  });
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
  if (observable('paint')) {
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
});
