/** A LIKE pattern for the texts that start with `prefix`, its own `%`, `_` and `\` taken literally. */
export const startingWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
