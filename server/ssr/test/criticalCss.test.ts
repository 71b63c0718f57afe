import { criticalCss, cspHash } from '../src/criticalCss';

const SHELL = {
  href: '/main.5e6f7a8b.css',
  text: `
    :root { --ink: #111; }
    body { margin: 0; color: var(--ink); }
    .menu { display: none; }
    .header .menu-button:hover { color: red; }
    .hero { min-height: 60vh; background: url(hero.webp); }
    @media (min-width: 48rem) { .hero { min-height: 80vh; } .sidebar { width: 20rem; } }
    .admin-table td { padding: 1rem; }
  `,
};
const PAGE = `<html lang="en"><body><div id="root"><header class="header"><button class="menu-button">Menu</button></header><section class="hero"><h1>Karate</h1></section></div></body></html>`;

test('the critical CSS holds the rules the page’s elements use, media queries included, and no others', async () => {
  const css = await criticalCss()([SHELL], PAGE);
  expect(css).toContain(':root{--ink:#111}');
  expect(css).toContain('body{margin:0;color:var(--ink)}');
  // A state of an element the page has (hover) is kept: it applies without the stylesheet.
  expect(css).toContain('.header .menu-button:hover{color:red}');
  expect(css).toMatch(/@media \(min-width: ?48rem\) ?\{\.hero\{min-height:80vh\}\}/);
  // Relative URLs are rebased on the stylesheet's own address, as the page is elsewhere.
  expect(css).toContain('url(/hero.webp)');
  for (const unused of ['.menu{', '.sidebar', '.admin-table']) expect(css).not.toContain(unused);
});

test('a stylesheet’s text cannot end the style element the rules are written into', async () => {
  const css = await criticalCss()(
    [{ href: '/x.css', text: '.hero::after { content: "</style><script>alert(1)</script>"; }' }],
    PAGE,
  );
  expect(css).not.toMatch(/<\/style/i);
  expect(css).toContain('.hero::after');
});

test('a stylesheet is compiled again when its text changes under the same address', async () => {
  const critical = criticalCss();
  expect(await critical([{ href: '/a.css', text: '.hero{color:red}' }], PAGE)).toBe('.hero{color:red}');
  expect(await critical([{ href: '/a.css', text: '.hero{color:blue}' }], PAGE)).toBe('.hero{color:blue}');
});

test('the CSP source of a style is the base64 SHA-256 of its exact text', () => {
  // printf '.hero{color:red}' | openssl dgst -sha256 -binary | base64
  expect(cspHash('.hero{color:red}')).toBe("'sha256-eko4ZxyxJCb2tPNgenUx7OHoHe6VysQC7l2fEnNgcZ0='");
  expect(cspHash('.hero{color:red} ')).not.toBe(cspHash('.hero{color:red}'));
});
