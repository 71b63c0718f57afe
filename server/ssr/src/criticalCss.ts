import { createHash } from 'node:crypto';

/** A stylesheet of the page: its public URL (relative `url()`s in it are rebased on it) and its text. */
export interface StylesheetText {
  href: string;
  text: string;
}

/** Past this many compiled sheets (rebuilds while the server runs add new names) the cache starts over. */
const MAX_COMPILED_SHEETS = 200;

// beasties ships ES modules only; this package is CommonJS, so they are imported, once, when the
// first page is rendered.
type Compiler = typeof import('beasties/compiler', { with: { 'resolution-mode': 'import' } });
type Runtime = typeof import('beasties/runtime', { with: { 'resolution-mode': 'import' } });
type CompiledSheet = ReturnType<Compiler['compileSheet']>;
let beasties: Promise<[Compiler, Runtime]> | undefined;
const loadBeasties = () =>
  (beasties ??= Promise.all([import('beasties/compiler'), import('beasties/runtime')]));

/**
 * The rules of a page's stylesheets that its HTML uses (beasties: a rule is kept when its selector,
 * pseudo-classes aside, matches an element of the document, with the media queries and keyframes
 * it needs), for a `<style>` in the head: the page paints with it, and the full stylesheets load
 * without holding the first paint. Each sheet is compiled once (PostCSS) and then matched against
 * each page in one pass over its HTML, about a millisecond.
 */
export function criticalCss() {
  const compiled = new Map<string, { text: string; sheet: CompiledSheet }>();
  return async function critical(sheets: StylesheetText[], documentHtml: string): Promise<string> {
    const [{ compileSheet }, { createProcessor }] = await loadBeasties();
    if (compiled.size > MAX_COMPILED_SHEETS) compiled.clear();
    const plans = sheets.map(({ href, text }) => {
      const known = compiled.get(href);
      if (known?.text === text) return known.sheet;
      const sheet = compileSheet(text, { href });
      compiled.set(href, { text, sheet });
      return sheet;
    });
    // Pages differ by their content, so beasties' cache of results by document shape would rarely hit.
    const { css } = createProcessor(plans, { cache: false }).extract(documentHtml);
    // Nothing in the rules may end the element they are written into.
    return css.replace(/<\/(style)/gi, '<\\/$1');
  };
}

/** The CSP source that allows an inline `<style>` or `<script>` element with exactly this text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
