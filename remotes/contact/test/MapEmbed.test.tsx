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
  const frame = container.querySelector('iframe')!;
  const serverSource = frame.getAttribute('src');
  await act(async () => {
    hydrateRoot(container, <MapEmbed markup={STORED} />);
  });
  return { container, frame, serverSource };
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

test('the server draws the frame at its size with its title, its source waiting in data-lazy-src', async () => {
  const { frame, serverSource } = await serverMapHydrated();
  expect(serverSource).toBeNull();
  expect(frame.dataset.lazySrc).toBe(SOURCE);
  expect(frame.getAttribute('title')).toBe('Dojo "Hall" & park');
  expect(frame.getAttribute('width')).toBe('425');
  expect(frame.getAttribute('height')).toBe('350');
  expect(frame.getAttribute('loading')).toBe('lazy');
  expect(frame.hasAttribute('allowfullscreen')).toBe(true);
});

test('the map loads only once the frame comes near the screen', async () => {
  Object.assign(globalThis, { IntersectionObserver: ScreenObserver });
  const { frame } = await serverMapHydrated();
  expect(frame.getAttribute('src')).toBeNull();
  expect(ScreenObserver.observed).toHaveLength(1);

  await act(async () => ScreenObserver.observed[0].comesOnScreen());
  expect(frame.getAttribute('src')).toBe(SOURCE);
  expect(ScreenObserver.observed).toHaveLength(0);
});

test('a browser without IntersectionObserver loads the map once the page is live', async () => {
  const { frame } = await serverMapHydrated();
  expect(frame.getAttribute('src')).toBe(SOURCE);
});

test('a frame the start script already gave its source keeps it, unloaded, when the app takes the page over', async () => {
  Object.assign(globalThis, { IntersectionObserver: ScreenObserver });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MapEmbed markup={STORED} />);
  document.body.append(container);
  const frame = container.querySelector('iframe')!;
  frame.setAttribute('src', SOURCE);
  const assigned = jest.spyOn(frame, 'src', 'set');
  await act(async () => {
    hydrateRoot(container, <MapEmbed markup={STORED} />);
  });
  await act(async () => ScreenObserver.observed[0].comesOnScreen());
  expect(frame.getAttribute('src')).toBe(SOURCE);
  expect(assigned).not.toHaveBeenCalled();
});

test('markup that is not the stored iframe draws nothing', () => {
  const html = renderToString(
    <MapEmbed markup={'<iframe src="https://www.openstreetmap.org/export/embed.html"><b>x</b></iframe>'} />,
  );
  expect(html).toBe('');
});
