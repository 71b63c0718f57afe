import { badRequest } from './httpErrors';

// A lone UTF-16 surrogate is half of a character (JSON can carry one as "\ud800"); with the
// `u` flag a well-formed pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path (field names and list positions) of the first unstorable string in `value`. */
export function findUnstorable(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorable(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The 400 for a value that holds such a string, naming its field. */
export function unstorableText(path: string[]) {
  const field = path.length > 0 ? path.join('.') : 'The request body';
  return badRequest(
    `${field} contains a character that cannot be stored (a NUL character or half of a surrogate pair)`,
  );
}
