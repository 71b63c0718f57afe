import { median, medians, ratio } from '../bench/lib/stats';
import { formatTable } from '../bench/lib/table';

test('the median of three runs is the middle one, of an even count the mean of the middle two', () => {
  expect(median([3.9, 1.1, 2.4])).toBe(2.4);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([])).toBeUndefined();
});

test("each field's median is taken on its own", () => {
  const runs = [
    { lcpMs: 1200, cls: 0.2 },
    { lcpMs: 900, cls: 0 },
    { lcpMs: 3000, cls: 0.01 },
  ];
  expect(medians(runs, ['lcpMs', 'cls'])).toEqual({ lcpMs: 1200, cls: 0.01 });
});

test('a ratio is rounded to two decimals and missing when its reference is', () => {
  expect(ratio(3900, 1100)).toBe(3.55);
  expect(ratio(1100, 0)).toBeUndefined();
  expect(ratio(undefined, 1100)).toBeUndefined();
});

test('a table has a header, a rule and one line per row, numbers aligned right', () => {
  const table = formatTable([
    { route: '/', perf: 54 },
    { route: '/about', perf: 100 },
  ]);
  expect(table.split('\n')).toEqual([
    '| route  | perf |',
    '|--------|-----:|',
    '| /      |   54 |',
    '| /about |  100 |',
  ]);
});

test('a column of text is aligned left like the first', () => {
  expect(
    formatTable([
      { route: '/', cause: 'errors-in-console' },
      { route: '/about', cause: 'CLS' },
    ]),
  ).toBe(
    [
      '| route  | cause             |',
      '|--------|-------------------|',
      '| /      | errors-in-console |',
      '| /about | CLS               |',
    ].join('\n'),
  );
});
