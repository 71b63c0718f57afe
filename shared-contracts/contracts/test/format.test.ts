import { isAllowedMapEmbedUrl } from '../src/api';
import {
  formatLongDate,
  mailtoHref,
  privacyExcerpt,
  resolveImageUrl,
  statusTone,
  telHref,
} from '../src/format';

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
  // By default in UTC, whatever the machine's zone: the server's HTML and the browser agree.
  expect(formatLongDate('2026-03-05T23:30:00Z')).toBe('March 5, 2026');
  expect(formatLongDate('2026-03-05T23:30:00Z', 'Asia/Tokyo')).toBe('March 6, 2026');
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

describe('contact links, one rule for the contact page and the footer', () => {
  test.each([
    ['+44 20 7946 0321', 'tel:+442079460321'],
    ['(020) 7946-0321', 'tel:02079460321'],
    ['  +1 555 0100 ext. 2 ', 'tel:+155501002'],
    ['', ''],
    ['call us', ''],
  ])('phone %j links to %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  test('an email links as mailto:, and nothing in it can add a query', () => {
    expect(mailtoHref(' info@dojo.test ')).toBe('mailto:info@dojo.test');
    expect(mailtoHref('a?cc=spy@evil.test&body=x@dojo.test')).toBe(
      'mailto:a%3Fcc%3Dspy@evil.test%26body%3Dx@dojo.test',
    );
    expect(mailtoHref(undefined)).toBe('');
  });
});

test.each([
  ['https://www.google.com/maps/embed?pb=!1m18', true],
  ['https://maps.google.com/maps?q=dojo&output=embed', true],
  ['https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4', true],
  ['http://www.google.com/maps/embed?pb=1', false],
  ['https://www.google.com/search?q=maps', false],
  ['https://evil.example/maps/embed', false],
  ['https://user@www.google.com/maps/embed', false],
  ['javascript:alert(1)', false],
  ['', false],
])('map embed source %j allowed: %s', (url, allowed) => {
  expect(isAllowedMapEmbedUrl(url)).toBe(allowed);
});
