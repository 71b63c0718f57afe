import { type SceneDrawing, closeUp } from '../canvas';
import { darker, lighter } from '../colour';
import { BELT_ORDER, INK, TINTS, WOOD, pick } from '../palette';
import { type Point, circle, el, group, linearGradient, radialGradient, rect, stroke } from '../svg';

const RACK_Y = 250;
const PANEL = 800;

/**
 * One belt, tied as it is worn, hung on its peg: the ring of the belt pulled long by its weight,
 * the knot at the bottom and the two tails below it.
 */
function hangingBelt(peg: Point, colour: string, drop: number, swing: number): string {
  const line = darker(colour, colour === BELT_ORDER[0] ? 0.22 : 0.3);
  const knot: Point = [peg[0] + swing * 6, peg[1] + drop];
  const ring = `M${peg[0]},${peg[1] - 12} C${peg[0] - 62},${peg[1] + 10} ${knot[0] - 46},${knot[1] - 60} ${knot[0]},${knot[1]} C${knot[0] + 46},${knot[1] - 60} ${peg[0] + 62},${peg[1] + 10} ${peg[0]},${peg[1] - 12} Z`;
  const tail = (side: number): Point[] => [
    knot,
    [knot[0] + side * 16 + swing * 4, knot[1] + 70],
    [knot[0] + side * 22 + swing * 9, knot[1] + 150 - side * 12],
  ];
  const tails = [tail(-1), tail(1)];
  const band = (width: number, paint: string) =>
    el('path', { d: ring, fill: 'none', stroke: paint, 'stroke-width': width, 'stroke-linejoin': 'round' });
  return group([
    band(30, line),
    band(25, colour),
    ...tails.map((points) => stroke(points, 30, line, { 'stroke-linecap': 'butt' })),
    ...tails.map((points) => stroke(points, 25, colour, { 'stroke-linecap': 'butt' })),
    rect(knot[0] - 19, knot[1] - 14, 38, 28, colour, { rx: 6, stroke: line, 'stroke-width': 3 }),
  ]);
}

/**
 * The belt rack on the dojo wall: every grade from white to black on its peg, the way from a
 * first lesson to a black belt at a glance.
 */
export const belts: SceneDrawing = (canvas) => {
  const { width, height, centre, variant } = canvas;
  const wall = pick(TINTS, variant);
  const spacing = 150;
  const rackHalf = (spacing * BELT_ORDER.length) / 2 + 30;
  // Narrow pictures get a smaller rack rather than a cut one.
  const fits = Math.min(1, (width * 0.92) / (rackHalf * 2));
  const pegs = BELT_ORDER.map((_, i): Point => [
    centre + (i - (BELT_ORDER.length - 1) / 2) * spacing,
    RACK_Y + 30,
  ]);
  const hung = (colourOf: (i: number) => string) =>
    pegs.map((peg, i) =>
      hangingBelt(peg, colourOf(i), 250 + ((i * 37 + variant * 23) % 50), ((i + variant) % 3) - 1),
    );
  return {
    defs: [
      linearGradient(
        'beltWall',
        [
          [0, lighter(wall, 0.25)],
          [1, darker(wall, 0.08)],
        ],
        [0, 0, 1, 0.4],
      ),
      radialGradient(
        'beltLight',
        [
          [0, '#fff6e0', 0.35],
          [0.6, '#fff6e0', 0],
          [1, INK, 0.35],
        ],
        [centre - width * 0.15, 120],
        Math.max(width, height) * 0.95,
      ),
    ],
    body: [
      rect(0, 0, width, PANEL, 'url(#beltWall)'),
      // The hall's beam and the posts either side of this stretch of wall.
      rect(0, 70, width, 30, WOOD.darkest),
      ...[-1, 1].map((side) => rect(centre + side * (rackHalf * fits + 120) - 20, 0, 40, PANEL, WOOD.dark)),
      // The wainscot under the rack.
      rect(0, PANEL, width, height - PANEL, WOOD.mid),
      rect(0, PANEL, width, 14, WOOD.darkest),
      ...Array.from({ length: Math.ceil(width / 120) }, (_, i) =>
        rect(i * 120, PANEL + 14, 3, height - PANEL, WOOD.dark),
      ),
      closeUp([centre, RACK_Y], fits, [
        // Shadows first, so that the belts fall softly onto the wall.
        group(
          hung(() => INK),
          { transform: 'translate(16 20)', opacity: 0.12 },
        ),
        rect(centre - rackHalf + 12, RACK_Y + 16, rackHalf * 2, 50, INK, { 'fill-opacity': 0.12 }),
        rect(centre - rackHalf, RACK_Y, rackHalf * 2, 50, WOOD.mid, { rx: 6 }),
        rect(centre - rackHalf, RACK_Y, rackHalf * 2, 9, lighter(WOOD.mid, 0.25), { rx: 5 }),
        ...pegs.map((peg) => circle(peg, 12, WOOD.darkest)),
        ...hung((i) => BELT_ORDER[i]),
      ]),
      rect(0, 0, width, height, 'url(#beltLight)'),
    ],
  };
};
