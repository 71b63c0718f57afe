import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '@academy/contracts';

// zxcvbn's score 3 means "safely unguessable": about 10^8 guesses or more against its lists of
// 49,000 breached passwords, words, keyboard walks, sequences, repeats and dates.
const MIN_SCORE = 3;
// zxcvbn's cost grows with the length (a random 200 characters takes about 0.2 s); beyond this
// many characters a password is judged by its beginning, which keeps every check under ~70 ms.
const CHECKED_LENGTH = 64;

// Built on first use: the dictionaries take about 50 ms and a few MB.
let checker: ZxcvbnFactory | undefined;

function easilyGuessed(password: string): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_LENGTH });
  return checker.check(password).score < MIN_SCORE;
}

/**
 * Why a new administrator password is refused, as a sentence starting with `field`; undefined
 * when it is acceptable. Used for a reset and for ADMIN_PASSWORD at start.
 */
export function passwordProblem(password: string, field: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `${field} must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (easilyGuessed(password)) {
    return `${field} is too common or too easy to guess; choose a longer, less predictable password`;
  }
  return undefined;
}
