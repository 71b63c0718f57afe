import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MapEmbed } from '../page/features/MapEmbed';

const SOURCE = 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik';
// As the server stores it: re-serialised, every value escaped.
const STORED =
  '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&amp;layer=mapnik" width="425" height="350" allowfullscreen loading="lazy" title="Dojo &quot;Hall&quot; &amp; park"></iframe>';

/** The server's HTML for the map, then the browser taking it over. */
async function serverMapHydrated() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MapEmbed markup={STORED} />);
  document.body.append(container);
  const holder = container.querySelector<HTMLElement>('[data-lazy-frame]')!;
  const serverFrames = holder.querySelectorAll('iframe').length;
  await act(async () => {
    hydrateRoot(container, <MapEmbed markup={STORED} />);
  });
  return { container, holder, serverFrames };
}

/** A stand-in for the browser's IntersectionObserver that the test moves on screen. */
class ScreenObserver {
  static observed: ScreenObserver[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    ScreenObserver.observed.push(this);
  }
  disconnect() {
    ScreenObserver.observed = ScreenObserver.observed.filter((observer) => observer !== this);
  }
  comesOnScreen() {
    this.report([{ isIntersecting: true }]);
  }
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  ScreenObserver.observed = [];
  document.body.innerHTML = '';
});

test('the server draws no frame, only its holder at its height with the frame’s attributes', async () => {
  const { holder, serverFrames } = await serverMapHydrated();
  expect(serverFrames).toBe(0);
  expect(holder.style.height).toBe('350px');
  expect(holder.getAttribute('data-frame-src')).toBe(SOURCE);
  expect(holder.getAttribute('data-frame-title')).toBe('Dojo "Hall" & park');
  expect(holder.getAttribute('data-frame-loading')).toBe('lazy');
  expect(holder.hasAttribute('data-frame-allowfullscreen')).toBe(true);
});

test('the map is made only once its holder comes near the screen', async () => {
  Object.assign(globalThis, { IntersectionObserver: ScreenObserver });
  const { holder } = await serverMapHydrated();
  expect(holder.querySelector('iframe')).toBeNull();
  expect(ScreenObserver.observed).toHaveLength(1);

  await act(async () => ScreenObserver.observed[0].comesOnScreen());
  const frame = holder.querySelector('iframe')!;
  expect(frame.getAttribute('src')).toBe(SOURCE);
  expect(frame.getAttribute('title')).toBe('Dojo "Hall" & park');
  expect(frame.getAttribute('width')).toBe('425');
  expect(frame.hasAttribute('allowfullscreen')).toBe(true);
  expect(ScreenObserver.observed).toHaveLength(0);
});

test('a browser without IntersectionObserver makes the map once the page is live', async () => {
  const { holder } = await serverMapHydrated();
  expect(holder.querySelector('iframe')!.getAttribute('src')).toBe(SOURCE);
});

test('a frame the start script already made is kept, not made again, when the app takes the page over', async () => {
  Object.assign(globalThis, { IntersectionObserver: ScreenObserver });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MapEmbed markup={STORED} />);
  document.body.append(container);
  const holder = container.querySelector<HTMLElement>('[data-lazy-frame]')!;
  const madeByStartScript = document.createElement('iframe');
  madeByStartScript.src = SOURCE;
  holder.append(madeByStartScript);
  await act(async () => {
    hydrateRoot(container, <MapEmbed markup={STORED} />);
  });
  await act(async () => ScreenObserver.observed[0].comesOnScreen());
  expect(holder.querySelectorAll('iframe')).toHaveLength(1);
  expect(holder.querySelector('iframe')).toBe(madeByStartScript);
});

test('markup that is not the stored iframe draws nothing', () => {
  const html = renderToString(
    <MapEmbed markup={'<iframe src="https://www.openstreetmap.org/export/embed.html"><b>x</b></iframe>'} />,
  );
  expect(html).toBe('');
});
