/** @jest-environment jsdom */
import path from 'path';
import { compileStartScript } from '../startScript';

// The shell's own start script, compiled as its build compiles it.
const START_SCRIPT = compileStartScript(path.join(__dirname, '..', '..', 'shell', 'src', 'start.ts'));
const APP = '/main.1a2b3c4d.js';

/** A stand-in for the browser's PerformanceObserver: the test says when the page has painted. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: PaintObserver[] = [];
  constructor(
    private readonly report: (
      list: { getEntriesByName(name: string): unknown[] },
      observer: PaintObserver,
    ) => void,
  ) {}
  observe() {
    PaintObserver.observers.push(this);
  }
  disconnect() {
    PaintObserver.observers = PaintObserver.observers.filter((observer) => observer !== this);
  }
  static paint(name: string) {
    for (const observer of PaintObserver.observers) {
      observer.report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, observer);
    }
  }
}

/** A page as the server sends it (or the plain shell with an empty root), then its start script run. */
function runStartScript({
  serverRendered,
  whenNeeded = false,
  page = '<main><h1>About Our Academy</h1></main>',
}: {
  serverRendered: boolean;
  whenNeeded?: boolean;
  page?: string;
}) {
  const start = whenNeeded ? ' data-start="when-needed"' : '';
  document.head.innerHTML = `<script defer src="/start.0a1b2c3d.js" data-app="${APP}"${start}></script>`;
  document.body.innerHTML = `<div id="root">${serverRendered ? page : ''}</div>`;
  new Function(START_SCRIPT)();
}

const appScripts = () =>
  Array.from(document.querySelectorAll('script:not([data-app])'), (script) => script.getAttribute('src'));

let visibility: DocumentVisibilityState;
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.assign(window, { PerformanceObserver: PaintObserver });
  PaintObserver.observers = [];
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('on a server-rendered page the app is fetched once the content is painted, not before', () => {
  runStartScript({ serverRendered: true });
  expect(appScripts()).toEqual([]);
  PaintObserver.paint('first-paint');
  expect(appScripts()).toEqual([]);

  PaintObserver.paint('first-contentful-paint');
  expect(appScripts()).toEqual([APP]);
  jest.advanceTimersByTime(5000);
  expect(appScripts()).toEqual([APP]);
  expect(PaintObserver.observers).toEqual([]);
});

test('a page with nothing rendered on the server (the admin area) starts the app at once', () => {
  runStartScript({ serverRendered: false });
  expect(appScripts()).toEqual([APP]);
});

test('a tab in the background, which paints nothing, starts the app at once', () => {
  visibility = 'hidden';
  runStartScript({ serverRendered: true });
  expect(appScripts()).toEqual([APP]);
});

test('a browser that reports no paint starts the app three seconds after the page is parsed', () => {
  runStartScript({ serverRendered: true });
  jest.advanceTimersByTime(2999);
  expect(appScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(appScripts()).toEqual([APP]);
});

test('a browser without paint timing starts the app after the next frame is painted', () => {
  PaintObserver.supportedEntryTypes = [];
  try {
    runStartScript({ serverRendered: true });
    expect(appScripts()).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(appScripts()).toEqual([APP]);
  } finally {
    PaintObserver.supportedEntryTypes = ['paint'];
  }
});

/** A stand-in for IntersectionObserver: the test says when an observed element nears the screen. */
class ScreenObserver {
  static observers: ScreenObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    ScreenObserver.observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed.splice(this.observed.indexOf(element), 1);
  }
  disconnect() {
    ScreenObserver.observers = ScreenObserver.observers.filter((observer) => observer !== this);
  }
  static near(element: Element) {
    for (const observer of ScreenObserver.observers.filter((o) => o.observed.includes(element))) {
      observer.report([{ isIntersecting: true, target: element }]);
    }
  }
}

describe('a page the server rendered whole, which works without the app', () => {
  const page = `
    <header><a href="/about">About</a><details><summary>Menu</summary></details></header>
    <form role="search"><input name="q" /></form>
    <div data-lazy-frame data-frame-src="https://maps.example/embed?pb=1" data-frame-title="Map" data-frame-allowfullscreen=""></div>`;
  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: ScreenObserver });
    ScreenObserver.observers = [];
  });

  test('fetches nothing for a visitor who reads and follows links, painted or not', () => {
    runStartScript({ serverRendered: true, whenNeeded: true, page });
    PaintObserver.paint('first-contentful-paint');
    jest.advanceTimersByTime(10_000);
    document.querySelector('a')!.focus();
    document.querySelector('summary')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(appScripts()).toEqual([]);
  });

  test('fetches the app, once, when a visitor reaches for a field or a button', () => {
    runStartScript({ serverRendered: true, whenNeeded: true, page });
    document.querySelector('input')!.focus();
    expect(appScripts()).toEqual([APP]);
    document.querySelector('input')!.blur();
    document.querySelector('input')!.focus();
    expect(appScripts()).toEqual([APP]);
  });

  test('makes a frame waiting to be made, with its attributes, when it nears the screen, without the app', () => {
    runStartScript({ serverRendered: true, whenNeeded: true, page });
    const holder = document.querySelector<HTMLElement>('[data-lazy-frame]')!;
    expect(ScreenObserver.observers[0].options.rootMargin).toBe('400px 0px');
    expect(document.querySelector('iframe')).toBeNull();
    ScreenObserver.near(holder);
    const frames = holder.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].getAttribute('src')).toBe('https://maps.example/embed?pb=1');
    expect(frames[0].getAttribute('title')).toBe('Map');
    expect(frames[0].hasAttribute('allowfullscreen')).toBe(true);
    expect(frames[0].hasAttribute('lazy-frame')).toBe(false);
    expect(appScripts()).toEqual([]);
  });

  test('gives the frame nothing before the page itself has loaded', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    runStartScript({ serverRendered: true, whenNeeded: true, page });
    expect(ScreenObserver.observers).toEqual([]);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    ScreenObserver.near(document.querySelector('[data-lazy-frame]')!);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://maps.example/embed?pb=1');
  });
});

describe('a page the browser prerenders (Speculation Rules), which the visitor may never open', () => {
  let prerendering: boolean;
  beforeEach(() => {
    prerendering = true;
    // A prerendered page is hidden until shown.
    visibility = 'hidden';
    Object.defineProperty(document, 'prerendering', { get: () => prerendering, configurable: true });
  });
  afterEach(() => {
    delete (document as { prerendering?: boolean }).prerendering;
  });
  /** The visitor opens it: Chromium shows the prerendered page. */
  const show = () => {
    prerendering = false;
    visibility = 'visible';
    document.dispatchEvent(new Event('prerenderingchange'));
  };

  test('starts no app while prerendering, however long, though hidden and with nothing rendered, and starts it once shown', () => {
    runStartScript({ serverRendered: false });
    jest.advanceTimersByTime(10_000);
    expect(appScripts()).toEqual([]);
    show();
    expect(appScripts()).toEqual([APP]);
  });

  test('once shown, a page with a slot left to the browser starts the app after its paint, as any page', () => {
    runStartScript({ serverRendered: true });
    PaintObserver.paint('first-contentful-paint');
    expect(appScripts()).toEqual([]);
    show();
    expect(appScripts()).toEqual([]);
    PaintObserver.paint('first-contentful-paint');
    expect(appScripts()).toEqual([APP]);
  });

  test('once shown, a page rendered whole still waits for a visitor to reach for a control', () => {
    runStartScript({ serverRendered: true, whenNeeded: true, page: '<main><input name="q" /></main>' });
    show();
    jest.advanceTimersByTime(10_000);
    expect(appScripts()).toEqual([]);
    document.querySelector('input')!.focus();
    expect(appScripts()).toEqual([APP]);
  });
});
