import { inTurn } from '../server/bookingStore';

const occurrence = { sessionId: 'session-1', date: '2026-12-05' };

/** A piece of work that notes when it starts and ends, and takes a few milliseconds. */
function noted(log: string[], name: string, fails = false) {
  return async () => {
    log.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.push(`${name} ends`);
    if (fails) throw new Error(`${name} failed`);
    return name;
  };
}

it('runs the bookings of one occurrence one after the other, in arrival order, each with its own answer', async () => {
  const log: string[] = [];
  const answers = await Promise.all(
    ['first', 'second', 'third'].map((name) => inTurn(occurrence, noted(log, name))),
  );
  expect(answers).toEqual(['first', 'second', 'third']);
  expect(log).toEqual([
    'first starts',
    'first ends',
    'second starts',
    'second ends',
    'third starts',
    'third ends',
  ]);
});

it('lets the next booking through after one that failed, and keeps other occurrences apart', async () => {
  const log: string[] = [];
  const failed = inTurn(occurrence, noted(log, 'refused', true));
  const next = inTurn(occurrence, noted(log, 'next'));
  const elsewhere = inTurn({ ...occurrence, date: '2026-12-12' }, noted(log, 'elsewhere'));
  await expect(failed).rejects.toThrow('refused failed');
  await expect(next).resolves.toBe('next');
  await expect(elsewhere).resolves.toBe('elsewhere');
  // Another occurrence's booking did not wait for this one's.
  expect(log.indexOf('elsewhere starts')).toBeLessThan(log.indexOf('refused ends'));
  expect(log.indexOf('next starts')).toBeGreaterThan(log.indexOf('refused ends'));
});
