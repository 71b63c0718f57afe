import { afterFirstPaint } from '../../src/app/afterFirstPaint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Whether the promise has settled, after letting its callbacks run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

test('the app starts in the task after the next frame is painted, not before', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const started = afterFirstPaint();

  expect(await settled(started)).toBe(false);
  frames.forEach((callback) => callback(0));
  expect(await settled(started)).toBe(false);
  jest.advanceTimersByTime(0);
  expect(await settled(started)).toBe(true);
});

test('a tab in the background, which paints no frame, starts after 200 ms', async () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const started = afterFirstPaint();

  jest.advanceTimersByTime(199);
  expect(await settled(started)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(started)).toBe(true);
});
