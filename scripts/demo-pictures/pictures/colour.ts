/** Mixing colours of the palette, for shades and highlights that stay in the palette's family. */

const channels = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** `a` moved towards `b` by `t` (0 keeps `a`, 1 gives `b`). */
export function mix(a: string, b: string, t: number): string {
  const [from, to] = [channels(a), channels(b)];
  return `#${from
    .map((value, i) =>
      Math.round(value + (to[i] - value) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const darker = (colour: string, amount: number) => mix(colour, '#000000', amount);
export const lighter = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
