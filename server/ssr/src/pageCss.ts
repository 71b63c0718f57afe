import { createHash } from 'node:crypto';

/** A stylesheet of the page: its public URL (relative `url()`s in it are rebased on it) and its text. */
export interface StylesheetText {
  href: string;
  text: string;
}

/** Past this many sheets (rebuilds while the server runs add new names) the cache starts over. */
const MAX_KEPT_SHEETS = 200;

// beasties ships ES modules only; this package is CommonJS, so they are imported, once, when the
// first page is rendered.
type Compiler = typeof import('beasties/compiler', { with: { 'resolution-mode': 'import' } });
type Runtime = typeof import('beasties/runtime', { with: { 'resolution-mode': 'import' } });
let beasties: Promise<[Compiler, Runtime]> | undefined;
const loadBeasties = () =>
  (beasties ??= Promise.all([import('beasties/compiler'), import('beasties/runtime')]));

/**
 * The whole text of a page's stylesheets, in their order, for one `<style>` in the head: the page
 * paints with every rule it will ever need (an open menu, a form's message, the app's later
 * states), and no stylesheet arrives later to make the browser style and lay out the whole page
 * again. Each sheet is compiled once (beasties, PostCSS: minified, relative `url()`s rebased on the
 * sheet's address, as the page is elsewhere) and its text kept, so a page costs a lookup per sheet.
 */
export function pageCss() {
  const kept = new Map<string, { text: string; css: string }>();
  return async function css(sheets: StylesheetText[]): Promise<string> {
    const [{ compileSheet }, { renderFullCss }] = await loadBeasties();
    if (kept.size > MAX_KEPT_SHEETS) kept.clear();
    return sheets
      .map(({ href, text }) => {
        const known = kept.get(href);
        if (known?.text === text) return known.css;
        // Nothing in the rules may end the element they are written into.
        const written = renderFullCss(compileSheet(text, { href })).replace(/<\/(style)/gi, '<\\/$1');
        kept.set(href, { text, css: written });
        return written;
      })
      .join('');
  };
}

/** The CSP source that allows an inline `<style>` or `<script>` element with exactly this text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
