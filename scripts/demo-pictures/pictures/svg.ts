/** Small helpers for writing SVG by hand: numbers, points, elements and gradients. */

export type Point = readonly [number, number];

/** A number rounded to a hundredth: finer than a pixel for picture units, and precise enough for the unit-sized faces. */
export const num = (value: number): string => String(Math.round(value * 100) / 100);

export const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
export const scale = (a: Point, factor: number): Point => [a[0] * factor, a[1] * factor];
export const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
/** The unit vector at `degrees`, counted from straight down towards +x (a figure's forward). */
export const direction = (degrees: number): Point => [
  Math.sin((degrees * Math.PI) / 180),
  Math.cos((degrees * Math.PI) / 180),
];

type Attributes = Record<string, string | number | undefined>;

/** One element; numbers are rounded, undefined attributes left out. */
export function el(tag: string, attributes: Attributes, children = ''): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
  return children ? `<${tag}${written}>${children}</${tag}>` : `<${tag}${written}/>`;
}

export const group = (children: string[], attributes: Attributes = {}): string =>
  el('g', attributes, children.join(''));

/** Path data through the points: 'M x,y L x,y ...', closed with Z when asked. */
export function pathData(points: readonly Point[], closed = false): string {
  const [first, ...rest] = points;
  const moves = [`M${num(first[0])},${num(first[1])}`, ...rest.map(([x, y]) => `L${num(x)},${num(y)}`)];
  return moves.join(' ') + (closed ? ' Z' : '');
}

/** A thick line through the points with round ends and joints: a limb, a belt, a brush stroke. */
export const stroke = (points: readonly Point[], width: number, colour: string, extra: Attributes = {}) =>
  el('path', {
    d: pathData(points),
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

export const polygon = (points: readonly Point[], fill: string, extra: Attributes = {}) =>
  el('path', { d: pathData(points, true), fill, ...extra });

export const circle = (centre: Point, r: number, fill: string, extra: Attributes = {}) =>
  el('circle', { cx: centre[0], cy: centre[1], r, fill, ...extra });

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
) => el('rect', { x, y, width, height, fill, ...extra });

/** The part of a circle cut off by the chord between two angles (degrees, clockwise from +x). */
export function circleSegment(centre: Point, r: number, fromDegrees: number, toDegrees: number): string {
  const at = (degrees: number): Point => [
    centre[0] + r * Math.cos((degrees * Math.PI) / 180),
    centre[1] + r * Math.sin((degrees * Math.PI) / 180),
  ];
  const [start, end] = [at(fromDegrees), at(toDegrees)];
  const sweep = toDegrees > fromDegrees ? 1 : 0;
  const large = Math.abs(toDegrees - fromDegrees) > 180 ? 1 : 0;
  return `M${num(start[0])},${num(start[1])} A${num(r)},${num(r)} 0 ${large} ${sweep} ${num(end[0])},${num(end[1])} Z`;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];
const stops = (list: readonly Stop[]) =>
  list
    .map(([offset, colour, opacity]) =>
      el('stop', {
        offset,
        'stop-color': colour,
        'stop-opacity': opacity === undefined ? undefined : opacity,
      }),
    )
    .join('');

/** A top-to-bottom gradient (or along the given vector, in fractions of the shape's box). */
export const linearGradient = (id: string, list: readonly Stop[], [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  el('linearGradient', { id, x1, y1, x2, y2 }, stops(list));

/** A radial gradient in picture units (so circles stay round on wide pictures). */
export const radialGradient = (id: string, list: readonly Stop[], centre: Point, r: number) =>
  el('radialGradient', { id, gradientUnits: 'userSpaceOnUse', cx: centre[0], cy: centre[1], r }, stops(list));
