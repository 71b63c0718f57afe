/**
 * The one palette every demo picture is painted from, so that the site's pictures look like a set:
 * deep red, ink black, warm wood and off-white, with a few muted tints for backgrounds.
 */
export const INK = '#1d1b20';
export const RED = '#a3171f';
export const RED_DARK = '#7c1118';

export const OFF_WHITE = '#f6f0e4';
export const PAPER = '#fbf7ee';

export const WOOD = {
  light: '#d29b62',
  mid: '#b87a42',
  dark: '#8c5428',
  darkest: '#5e3519',
} as const;

/** The gi: cloth, its shadowed side and the line that keeps white limbs apart on a white jacket. */
export const GI = { cloth: '#f8f5ee', shade: '#e3dccf', line: '#b3a793' } as const;

export const SKIN_TONES = ['#f2cfae', '#c98e62', '#e5b48c', '#8d5a36', '#f7dcc4', '#b27448', '#5f3b22'];

export const HAIR_COLOURS = ['#1e1a19', '#4a2f1f', '#7a4b2a', '#2b2422', '#c79a5c', '#8f8a85'];

export const BELTS = {
  white: '#f4f1e8',
  yellow: '#e3b325',
  orange: '#dd7a25',
  green: '#3d8a3c',
  blue: '#2e5d9f',
  purple: '#683c8c',
  brown: '#6b3e1f',
  black: INK,
} as const;
export type BeltColour = (typeof BELTS)[keyof typeof BELTS];
/** The belts from a first lesson to a black belt, in order. */
export const BELT_ORDER: BeltColour[] = Object.values(BELTS);

/** Soft backgrounds behind portraits, the logo and the belt rack. */
export const TINTS = ['#efe3cf', '#f0d9cf', '#dfe4d3', '#e7dccb', '#dde0e2', '#eed9c0'];

/** The wall of the training hall, a little warmer or cooler from one picture to the next. */
export const WALL_TINTS = ['#efe2cc', '#ebdcc6', '#f1e6d4', '#e9dfcf', '#eddcc8'];

/** The sparring pair's colours, as at a tournament: one red, one blue. */
export const AKA = '#c0262d';
export const AO = '#2c5ea8';

/** The entry at `index`, counted round the list (negative numbers too). */
export function pick<T>(list: readonly T[], index: number): T {
  return list[((Math.round(index) % list.length) + list.length) % list.length];
}
