/** @jest-environment jsdom */
import path from 'path';
import { Value } from '@sinclair/typebox/value';
import { HEALTH_REPORT_PATH, healthReport } from '@academy/contracts';
import { compileStartScript } from '../startScript';

// The start script's health report of each page view (shell/src/start.ts), compiled as the build
// compiles it, with a browser's beacon and performance entries faked.
const START_SCRIPT = compileStartScript(path.join(__dirname, '..', '..', 'shell', 'src', 'start.ts'));
const APP = '/main.1a2b3c4d.js';
const ABOUT = 'about 1.2.0-abc canary https://cdn.example.org/academy/about/1.2.0-abc/';
const BLOG = 'blog local stable /remotes/blog/';

type Entry = {
  startTime?: number;
  duration?: number;
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
};

/** A stand-in for PerformanceObserver: the test hands each observed type its entries. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'event', 'layout-shift'];
  static observers: { type: string; options: object; report: FakeObserver['report'] }[] = [];
  constructor(
    private readonly report: (list: { getEntries(): Entry[]; getEntriesByName(): Entry[] }) => void,
  ) {}
  observe(options: { type: string }) {
    FakeObserver.observers.push({ type: options.type, options, report: this.report });
  }
  disconnect() {}
  static emit(type: string, ...entries: Entry[]) {
    for (const observer of FakeObserver.observers.filter((candidate) => candidate.type === type)) {
      observer.report({ getEntries: () => entries, getEntriesByName: () => [] });
    }
  }
}

interface AppSide {
  error(remote: string, kind: string): void;
  view(path: string, releases: string): void;
}
const appSide = () => (window as unknown as { __academyHealth: AppSide }).__academyHealth;

const beacon = jest.fn((_url: string, _body: string) => true);
/** The reports sent so far, as the server reads them. */
const reports = () =>
  beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(HEALTH_REPORT_PATH);
    return JSON.parse(body) as Record<string, unknown>;
  });

/** A page at `pagePath` as the server sends it, its tag naming `releases`, then its start script run. */
function openPage(pagePath: string, releases?: string) {
  window.history.replaceState(null, '', pagePath);
  const named = releases === undefined ? '' : ` data-releases="${releases}"`;
  document.body.innerHTML = `<div id="root"><main><h1>A page</h1></main></div><script data-app="${APP}" data-start="when-needed"${named}></script>`;
  new Function(START_SCRIPT)();
}
const hide = () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
};
const leave = () => window.dispatchEvent(new Event('pagehide'));
const scriptError = (filename: string) => window.dispatchEvent(new ErrorEvent('error', { filename }));
const appScripts = () => document.querySelectorAll(`script[src="${APP}"]`).length;

// Every run of the script adds its listeners: each test's are taken away after it.
let added: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
beforeEach(() => {
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    jest
      .spyOn(target, 'addEventListener')
      .mockImplementation((...[type, listener, options]: Parameters<EventTarget['addEventListener']>) => {
        added.push([target, type, listener!]);
        add(type, listener!, options);
      });
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  FakeObserver.observers = [];
  beacon.mockClear();
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const [target, type, listener] of added) target.removeEventListener(type, listener);
  added = [];
});

test('a page view that never starts the app sends one report when hidden: its remote, release and arm, LCP, INP and CLS', () => {
  openPage('/about', ABOUT);
  FakeObserver.emit('largest-contentful-paint', { startTime: 900 }, { startTime: 1800 });
  // Interactions of 40 ms and more; an event that is part of no interaction does not count.
  expect(FakeObserver.observers.find(({ type }) => type === 'event')?.options).toMatchObject({
    durationThreshold: 40,
  });
  FakeObserver.emit(
    'event',
    { duration: 48, interactionId: 1 },
    { duration: 136, interactionId: 2 },
    { duration: 900, interactionId: 0 },
  );
  // Two shifts in one session window, one after an input (left out), one in a later window.
  FakeObserver.emit(
    'layout-shift',
    { startTime: 100, value: 0.25, hadRecentInput: false },
    { startTime: 700, value: 0.125, hadRecentInput: false },
    { startTime: 800, value: 0.5, hadRecentInput: true },
    { startTime: 4000, value: 0.3, hadRecentInput: false },
  );
  hide();
  leave();
  hide();

  expect(reports()).toEqual([
    {
      path: '/about',
      remotes: [{ remote: 'about', release: '1.2.0-abc', arm: 'canary' }],
      lcp: 1800,
      inp: 136,
      cls: 0.375,
    },
  ]);
  expect(appScripts()).toBe(0);
  expect(Value.Check(healthReport, reports()[0])).toBe(true);
});

test("a view's errors are counted per remote on the page, each kind once; an uncaught error by the folder of its file", () => {
  openPage('/about', `${ABOUT} ${BLOG}`);
  scriptError('https://cdn.example.org/academy/about/1.2.0-abc/__federation_expose_Page.js');
  scriptError('https://cdn.example.org/academy/about/1.2.0-abc/other.js');
  scriptError(`${window.location.origin}/remotes/blog/main.js`);
  scriptError(`${window.location.origin}/main.1a2b3c4d.js`);
  appSide().error('about', 'load');
  appSide().error('about', 'render');
  appSide().error('about', 'load');
  appSide().error('contact', 'load');
  leave();

  const [report] = reports();
  expect(report.remotes).toEqual([
    { remote: 'about', release: '1.2.0-abc', arm: 'canary', errors: ['script', 'load', 'render'] },
    { remote: 'blog', release: 'local', arm: 'stable', errors: ['script'] },
  ]);
  expect(Value.Check(healthReport, report)).toBe(true);
});

test("each route the app goes to is a view of its own: the view before sends its report, the first view's LCP only", () => {
  openPage('/about', ABOUT);
  FakeObserver.emit('largest-contentful-paint', { startTime: 1200 });
  FakeObserver.emit('layout-shift', { startTime: 100, value: 0.2, hadRecentInput: false });
  // The app takes the page over: the same view.
  appSide().view('/about', ABOUT);
  expect(beacon).not.toHaveBeenCalled();

  appSide().view('/blog', BLOG);
  FakeObserver.emit('event', { duration: 200, interactionId: 7 });
  appSide().error('about', 'render');
  appSide().error('blog', 'render');
  // The admin area names no release: the blog's view ends, and nothing more is sent.
  appSide().view('/admin/login', '');
  leave();

  expect(reports()).toEqual([
    {
      path: '/about',
      remotes: [{ remote: 'about', release: '1.2.0-abc', arm: 'canary' }],
      lcp: 1200,
      cls: 0.2,
    },
    {
      path: '/blog',
      remotes: [{ remote: 'blog', release: 'local', arm: 'stable', errors: ['render'] }],
      inp: 200,
      cls: 0,
    },
  ]);
});

test('a page the server named no release for (the admin area, a release preview) sends nothing, unless the app names them', () => {
  openPage('/admin/login');
  scriptError(`${window.location.origin}/remotes/admin-blog/main.js`);
  appSide().view('/admin/login', '');
  leave();
  expect(beacon).not.toHaveBeenCalled();

  // A page the browser renders alone (the server could not): the app names its releases.
  openPage('/blog');
  appSide().view('/blog', BLOG);
  appSide().error('blog', 'load');
  leave();
  expect(reports()).toEqual([
    {
      path: '/blog',
      remotes: [{ remote: 'blog', release: 'local', arm: 'stable', errors: ['load'] }],
      cls: 0,
    },
  ]);
});

test('a path too long for a report is cut to what the server takes', () => {
  openPage(`/blog/${'a'.repeat(400)}`, BLOG);
  leave();
  expect(Value.Check(healthReport, reports()[0])).toBe(true);
  expect((reports()[0].path as string).length).toBe(300);
});

describe('a page the browser prerenders (Speculation Rules)', () => {
  let prerendering: boolean;
  beforeEach(() => {
    prerendering = true;
    Object.defineProperty(document, 'prerendering', { get: () => prerendering, configurable: true });
    // jsdom has no navigation entries: this one says when the page was shown.
    Object.defineProperty(performance, 'getEntriesByType', {
      value: (type: string) => (type === 'navigation' ? [{ activationStart: prerendering ? 0 : 1500 }] : []),
      configurable: true,
    });
  });
  afterEach(() => {
    delete (document as { prerendering?: boolean }).prerendering;
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });
  const show = () => {
    prerendering = false;
    document.dispatchEvent(new Event('prerenderingchange'));
  };

  test('counts no view while it is not shown, and none when it is thrown away unseen', () => {
    openPage('/about', ABOUT);
    hide();
    leave();
    expect(reports()).toEqual([]);
  });

  test('counts one view once shown, with its LCP from the moment it was shown', () => {
    openPage('/about', ABOUT);
    show();
    // Its largest paint was made while it was prerendered, before the visitor clicked.
    FakeObserver.emit('largest-contentful-paint', { startTime: 1200 });
    hide();
    leave();
    expect(reports()).toEqual([
      expect.objectContaining({
        path: '/about',
        lcp: 0,
        remotes: [expect.objectContaining({ remote: 'about' })],
      }),
    ]);
    expect(Value.Check(healthReport, reports()[0])).toBe(true);
  });

  test('a paint after it was shown counts from then', () => {
    openPage('/about', ABOUT);
    show();
    FakeObserver.emit('largest-contentful-paint', { startTime: 1580 });
    leave();
    expect(reports()).toEqual([expect.objectContaining({ lcp: 80 })]);
  });
});
