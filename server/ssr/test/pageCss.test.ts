import { cspHash, pageCss } from '../src/pageCss';

const SHELL = {
  href: '/main.5e6f7a8b.css',
  text: `
    /* The shell's look. */
    :root { --ink: #111; }
    body { margin: 0; color: var(--ink); }
    .menu { display: none; }
    .header .menu-button:hover { color: red; }
    .hero { min-height: 60vh; background: url(hero.webp); }
    @media (min-width: 48rem) { .hero { min-height: 80vh; } .sidebar { width: 20rem; } }
    @keyframes fade { from { opacity: 0; } to { opacity: 1; } }
    .admin-table td { padding: 1rem; }
  `,
};
const REMOTE = { href: '//dojo.example/remotes/about/page.1a2b3c4d.css', text: '.about{color:navy}' };

test('the page’s CSS is every rule of its stylesheets, in their order, minified', async () => {
  const css = await pageCss()([SHELL, REMOTE]);
  // Rules no element of the page matches yet are there too: the page's later states need them.
  for (const rule of [
    ':root{--ink:#111}',
    'body{margin:0;color:var(--ink)}',
    '.menu{display:none}',
    '.header .menu-button:hover{color:red}',
    '.admin-table td{padding:1rem}',
  ])
    expect(css).toContain(rule);
  expect(css).toMatch(/@media \(min-width: ?48rem\) ?\{\.hero\{min-height:80vh\}\.sidebar\{width:20rem\}\}/);
  expect(css).toMatch(/@keyframes fade ?\{/);
  expect(css).not.toContain('The shell');
  // The remote's sheet comes after the shell's, as its link did: the same cascade.
  expect(css.endsWith('.about{color:navy}')).toBe(true);
});

test('relative URLs are rebased on the stylesheet’s own address, as the page is elsewhere', async () => {
  expect(await pageCss()([SHELL])).toContain('url(/hero.webp)');
  expect(
    await pageCss()([{ href: '//dojo.example/remotes/about/a.css', text: '.x{background:url(x.webp)}' }]),
  ).toContain('url(//dojo.example/remotes/about/x.webp)');
});

test('a stylesheet’s text cannot end the style element the rules are written into', async () => {
  const css = await pageCss()([
    { href: '/x.css', text: '.hero::after { content: "</style><script>alert(1)</script>"; }' },
  ]);
  expect(css).not.toMatch(/<\/style/i);
  expect(css).toContain('.hero::after');
});

test('a stylesheet is compiled again when its text changes under the same address', async () => {
  const css = pageCss();
  expect(await css([{ href: '/a.css', text: '.hero{color:red}' }])).toBe('.hero{color:red}');
  expect(await css([{ href: '/a.css', text: '.hero{color:blue}' }])).toBe('.hero{color:blue}');
});

test('the CSP source of a style is the base64 SHA-256 of its exact text', () => {
  // printf '.hero{color:red}' | openssl dgst -sha256 -binary | base64
  expect(cspHash('.hero{color:red}')).toBe("'sha256-eko4ZxyxJCb2tPNgenUx7OHoHe6VysQC7l2fEnNgcZ0='");
  expect(cspHash('.hero{color:red} ')).not.toBe(cspHash('.hero{color:red}'));
});
