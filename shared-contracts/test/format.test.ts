import { formatLongDate, privacyExcerpt, resolveImageUrl, statusTone } from '../src/format';

describe('image URL rule', () => {
  test('absolute URLs are kept', () => {
    expect(resolveImageUrl('https://cdn.example.org/a.jpg', 'https://api.test')).toBe(
      'https://cdn.example.org/a.jpg',
    );
    expect(resolveImageUrl('http://cdn.example.org/a.jpg', 'https://api.test')).toBe(
      'http://cdn.example.org/a.jpg',
    );
  });
  test('relative paths get the API origin', () => {
    expect(resolveImageUrl('/uploads/a.webp', 'https://api.test')).toBe('https://api.test/uploads/a.webp');
    expect(resolveImageUrl('uploads/a.webp', 'https://api.test')).toBe('https://api.test/uploads/a.webp');
  });
  test('on the site’s own origin a relative path stays relative', () => {
    expect(resolveImageUrl('/uploads/a.webp', '')).toBe('/uploads/a.webp');
  });
  test('no image stays empty, for the placeholder', () => {
    expect(resolveImageUrl('', 'https://api.test')).toBe('');
    expect(resolveImageUrl(null, 'https://api.test')).toBe('');
  });
});

test('dates are long US English: month name, day, year', () => {
  expect(formatLongDate('2026-03-05T10:00:00Z', 'UTC')).toBe('March 5, 2026');
  expect(formatLongDate('not a date')).toBe('');
  expect(formatLongDate(undefined)).toBe('');
});

test.each([
  ['Hero section updated successfully', 'success'],
  ['Success!', 'success'],
  ['Failed to update hero section', 'error'],
  ['Network Error', 'error'],
])('status "%s" is %s', (message, tone) => {
  expect(statusTone(message)).toBe(tone);
});

describe('footer privacy excerpt', () => {
  test('the first 200 characters of the text, then an ellipsis', () => {
    const words = 'Your privacy matters to us. '.repeat(20);
    const excerpt = privacyExcerpt(`<h2>Privacy</h2><p>${words}</p>`);
    expect(excerpt).toBe(`${`Privacy ${words}`.trim().slice(0, 200)}...`);
    expect(excerpt).toHaveLength(203);
    expect(excerpt).not.toContain('<');
  });
  test('no policy says so', () => {
    expect(privacyExcerpt('')).toBe('No privacy policy available.');
    expect(privacyExcerpt(null)).toBe('No privacy policy available.');
    expect(privacyExcerpt('<p> </p>')).toBe('No privacy policy available.');
  });
});
