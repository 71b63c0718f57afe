// Matching a search against texts, case- and accent-insensitively, in the server's own code: the
// embedded database has no `unaccent`, and the same folding on both databases finds the same
// things (docs/decisions/0140-admin-search-in-the-server.md).

/** A text folded for comparison, and where each of its characters came from in the original. */
interface FoldedText {
  folded: string;
  /** The index in the original of each folded character. */
  origin: number[];
}

/** 'Café' → 'cafe': lower case, without the accents (combining marks) a letter carries. */
function foldCharacter(character: string): string {
  return character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function fold(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    for (const part of foldCharacter(character)) {
      // Punctuation and spaces between words read as one space, so a phrase matches across them.
      const kept = /[\p{L}\p{N}]/u.test(part) ? part : ' ';
      if (kept === ' ' && folded.endsWith(' ')) continue;
      folded += kept;
      origin.push(index);
    }
    index += character.length;
  }
  return { folded, origin };
}

/** The words of a query, folded: what every match must hold. */
export function queryWords(query: string): string[] {
  return fold(query)
    .folded.split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Markup and runs of white space read as one space: a post's detailed content is HTML. */
export const plainText = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Something that can be found: its title and its other texts. */
export interface Searchable {
  title: string;
  texts: readonly string[];
}

/** How well a thing matches, and the words around the best match. */
export interface Match {
  score: number;
  snippet: string;
}

/** Characters of context kept either side of a match in a snippet. */
const CONTEXT = 60;

function snippetAround(text: string, { origin }: FoldedText, at: number, length: number): string {
  const start = origin[at];
  const end = at + length < origin.length ? origin[at + length] : text.length;
  let from = Math.max(0, start - CONTEXT);
  let to = Math.min(text.length, end + CONTEXT);
  // Whole words only: cut at the nearest space inside the window.
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(' ', to) > end ? text.lastIndexOf(' ', to) : to;
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

/**
 * Whether `item` holds every word of the query (in its title or any text), and how well: the
 * whole query as written counts most, in the title most of all, then each word at a word's start;
 * a title beats a body. Undefined when a word is missing.
 */
export function matchOf(item: Searchable, words: readonly string[], phrase: string): Match | undefined {
  if (words.length === 0) return undefined;
  const title = fold(item.title);
  const texts = item.texts.map(plainText).filter(Boolean);
  const folded = texts.map(fold);
  const everywhere = [title.folded, ...folded.map((text) => text.folded)].join('\n');
  if (!words.every((word) => everywhere.includes(word))) return undefined;

  let score = 0;
  if (phrase && title.folded.includes(phrase)) score += 20;
  if (phrase && title.folded.startsWith(phrase)) score += 10;
  if (phrase && folded.some((text) => text.folded.includes(phrase))) score += 8;
  for (const word of words) {
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u').test(title.folded)) score += 4;
    else if (title.folded.includes(word)) score += 2;
    else score += 1;
  }

  // The snippet shows the whole phrase where a text has it, else the first word found.
  const target = folded.findIndex((text) => text.folded.includes(phrase));
  const index = target >= 0 ? target : folded.findIndex((text) => text.folded.includes(words[0]));
  if (index < 0) return { score, snippet: texts[0] ? snippetAround(texts[0], folded[0], 0, 0) : '' };
  const needle = target >= 0 ? phrase : words[0];
  return {
    score,
    snippet: snippetAround(texts[index], folded[index], folded[index].folded.indexOf(needle), needle.length),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query as one phrase, folded, its words joined by single spaces. */
export const queryPhrase = (query: string) => queryWords(query).join(' ');
