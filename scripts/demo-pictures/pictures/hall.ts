import { type Canvas, type Drawing, closeUp } from './canvas';
import { darker, lighter } from './colour';
import { INK, PAPER, RED, RED_DARK, WALL_TINTS, WOOD, pick } from './palette';
import { type Point, circle, el, group, linearGradient, polygon, radialGradient, rect, stroke } from './svg';

/**
 * The training hall every indoor scene happens in: a wooden floor, glowing shoji panels between
 * dark posts, and in the middle the kamiza (the alcove with its hanging scroll, under the small
 * shrine shelf), lit softly from the panels.
 */

export const FLOOR = 640;
const BEAM = { top: 150, height: 28 };
const POST = 34;
const ALCOVE_HALF = 230;
const BAY = 330;

/** The x of every post left and right of the alcove, across the whole width. */
function postPositions(canvas: Canvas, kamiza: number): number[] {
  const posts: number[] = [];
  const reach = Math.max(kamiza, canvas.width - kamiza) + BAY;
  for (let offset = ALCOVE_HALF; offset < reach; offset += BAY) posts.push(kamiza - offset, kamiza + offset);
  return posts;
}

function shoji(left: number, right: number): string {
  const [top, bottom] = [BEAM.top + BEAM.height + 22, FLOOR - 24];
  const kickplate = 70;
  const paperBottom = bottom - kickplate;
  const bars: string[] = [];
  const columns = Math.max(2, Math.round((right - left) / 58));
  for (let i = 1; i < columns; i += 1) {
    const x = left + ((right - left) * i) / columns;
    bars.push(rect(x - 2.5, top, 5, paperBottom - top, WOOD.light));
  }
  for (let y = top + 78; y < paperBottom - 20; y += 78)
    bars.push(rect(left, y - 2.5, right - left, 5, WOOD.light));
  return group([
    rect(left - 8, top - 8, right - left + 16, bottom - top + 16, WOOD.mid),
    rect(left, top, right - left, paperBottom - top, 'url(#shojiGlow)'),
    ...bars,
    rect(left, paperBottom, right - left, kickplate, WOOD.dark),
    rect(left, paperBottom, right - left, 6, darker(WOOD.dark, 0.25)),
  ]);
}

/** The hanging scroll: a red sun over ink mountains, painted as shapes. */
function scroll(centre: number): string {
  const [top, bottom, half] = [236, 540, 66];
  const paper: [number, number, number, number] = [
    centre - half + 14,
    top + 30,
    half * 2 - 28,
    bottom - top - 66,
  ];
  const [px, py, pw, ph] = paper;
  const ground = py + ph * 0.78;
  const mountains: Point[] = [
    [px, ground],
    [px + pw * 0.28, py + ph * 0.5],
    [px + pw * 0.45, py + ph * 0.64],
    [px + pw * 0.7, py + ph * 0.38],
    [px + pw, ground],
  ];
  return group([
    stroke(
      [
        [centre, top - 42],
        [centre - 38, top],
        [centre + 38, top],
        [centre, top - 42],
      ],
      3,
      INK,
      { 'stroke-opacity': 0.6 },
    ),
    rect(centre - half, top, half * 2, bottom - top, '#6e5a48'),
    rect(centre - half + 6, top + 6, half * 2 - 12, bottom - top - 12, '#d9c6a4'),
    rect(px, py, pw, ph, PAPER),
    circle([centre + pw * 0.12, py + ph * 0.3], pw * 0.19, RED),
    polygon(mountains, INK, { 'fill-opacity': 0.82 }),
    stroke(
      [
        [px + pw * 0.18, ground + 16],
        [px + pw * 0.62, ground + 16],
      ],
      5,
      INK,
      { 'stroke-opacity': 0.35 },
    ),
    stroke(
      [
        [px + pw * 0.4, ground + 34],
        [px + pw * 0.85, ground + 34],
      ],
      5,
      INK,
      { 'stroke-opacity': 0.25 },
    ),
    stroke(
      [
        [centre - half - 10, top + 4],
        [centre + half + 10, top + 4],
      ],
      12,
      WOOD.darkest,
    ),
    stroke(
      [
        [centre - half - 14, bottom],
        [centre + half + 14, bottom],
      ],
      16,
      WOOD.darkest,
    ),
  ]);
}

/** The kamidana: a small shrine on a shelf, with white paper streamers and green sprigs. */
function shrineShelf(centre: number): string {
  const shelf = BEAM.top - 6;
  const roof: Point[] = [
    [centre - 78, shelf - 78],
    [centre, shelf - 112],
    [centre + 78, shelf - 78],
  ];
  const streamer = (x: number): Point[] => [
    [x, shelf - 70],
    [x + 7, shelf - 60],
    [x - 2, shelf - 50],
    [x + 6, shelf - 40],
  ];
  const sprig = (x: number) =>
    group([
      rect(x - 8, shelf - 26, 16, 26, lighter(WOOD.light, 0.3)),
      el('ellipse', { cx: x, cy: shelf - 44, rx: 16, ry: 24, fill: '#4d7a3a' }),
      el('ellipse', { cx: x + 5, cy: shelf - 52, rx: 9, ry: 15, fill: '#66954c' }),
    ]);
  return group([
    rect(centre - 150, shelf - 8, 300, 14, WOOD.dark),
    rect(centre - 56, shelf - 76, 112, 68, WOOD.light),
    rect(centre - 20, shelf - 62, 40, 54, darker(WOOD.light, 0.25)),
    polygon(roof, WOOD.mid, { stroke: WOOD.dark, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
    ...[centre - 40, centre + 40].map((x) => stroke(streamer(x), 4, '#ffffff')),
    sprig(centre - 110),
    sprig(centre + 110),
  ]);
}

function alcove(centre: number, wall: string): string {
  const [left, right] = [centre - ALCOVE_HALF + POST / 2, centre + ALCOVE_HALF - POST / 2];
  const platform = FLOOR - 72;
  const bonsaiAt: Point = [centre + 120, platform];
  return group([
    rect(left, BEAM.top + BEAM.height, right - left, FLOOR - BEAM.top - BEAM.height, darker(wall, 0.06)),
    rect(left, BEAM.top + BEAM.height, right - left, 40, darker(wall, 0.14)),
    scroll(centre),
    rect(left, platform, right - left, FLOOR - platform, WOOD.mid),
    rect(left, platform, right - left, 8, lighter(WOOD.mid, 0.25)),
    // A small bonsai on the platform, off to one side like a real alcove's.
    el('path', {
      d: `M${bonsaiAt[0] - 34},${bonsaiAt[1]} L${bonsaiAt[0] - 28},${bonsaiAt[1] - 26} L${bonsaiAt[0] + 28},${bonsaiAt[1] - 26} L${bonsaiAt[0] + 34},${bonsaiAt[1]} Z`,
      fill: RED_DARK,
    }),
    stroke(
      [
        [bonsaiAt[0], bonsaiAt[1] - 26],
        [bonsaiAt[0] - 8, bonsaiAt[1] - 60],
        [bonsaiAt[0] + 10, bonsaiAt[1] - 88],
      ],
      9,
      WOOD.darkest,
    ),
    el('ellipse', { cx: bonsaiAt[0] - 22, cy: bonsaiAt[1] - 74, rx: 34, ry: 16, fill: '#4d7a3a' }),
    el('ellipse', { cx: bonsaiAt[0] + 18, cy: bonsaiAt[1] - 98, rx: 30, ry: 14, fill: '#5d8c44' }),
  ]);
}

function floor(canvas: Canvas): string {
  const { width, height, centre } = canvas;
  const spread = 2.1;
  const plank = 64;
  const planks: string[] = [];
  const first = centre - Math.ceil(width / 2 / plank + 2) * plank;
  for (let x = first, i = 0; x < width + plank; x += plank, i += 1) {
    const far = [x, x + plank];
    const near = far.map((value) => centre + (value - centre) * spread);
    const shape: Point[] = [
      [far[0], FLOOR],
      [far[1], FLOOR],
      [near[1], height],
      [near[0], height],
    ];
    if (i % 2 === 0) planks.push(polygon(shape, INK, { 'fill-opacity': 0.05 }));
    planks.push(stroke([shape[0], shape[3]], 2.5, WOOD.darkest, { 'stroke-opacity': 0.28 }));
    // The joint where two boards meet, somewhere along each plank.
    const joint = FLOOR + ((i * 137) % 300) + 30;
    const t = (joint - FLOOR) / (height - FLOOR);
    const ends = far.map((value, k) => value + (near[k] - value) * t);
    planks.push(
      stroke(
        [
          [ends[0], joint],
          [ends[1], joint],
        ],
        2.5,
        WOOD.darkest,
        { 'stroke-opacity': 0.22 },
      ),
    );
  }
  return group([rect(0, FLOOR, width, height - FLOOR, 'url(#floorWood)'), ...planks]);
}

/** Light from the panels falls onto the floor. */
function reflections(posts: number[], kamiza: number): string {
  const sorted = [...posts].sort((a, b) => a - b);
  const panes: string[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 1) {
    const [left, right] = [sorted[i] + POST / 2 + 10, sorted[i + 1] - POST / 2 - 10];
    if (left < kamiza && right > kamiza) continue;
    panes.push(rect(left, FLOOR + 4, right - left, 260, 'url(#floorShine)'));
  }
  return group(panes);
}

/**
 * The hall, wall to floor; scenes put their people on top. `kamizaShift` moves the alcove away
 * from the middle, so that pictures of one page do not all have the same wall behind them.
 */
export function hall(canvas: Canvas, kamizaShift = 0): Drawing {
  const wall = pick(WALL_TINTS, canvas.variant);
  const kamiza = canvas.centre + kamizaShift;
  const posts = postPositions(canvas, kamiza);
  const sorted = [...posts].sort((a, b) => a - b);
  const panels: string[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 1) {
    const [left, right] = [sorted[i] + POST / 2, sorted[i + 1] - POST / 2];
    if (left < kamiza && right > kamiza) continue;
    panels.push(shoji(left + 14, right - 14));
  }
  const defs = [
    linearGradient('wallLight', [
      [0, darker(wall, 0.2)],
      [0.3, wall],
      [1, lighter(wall, 0.15)],
    ]),
    linearGradient('shojiGlow', [
      [0, '#fffdf6'],
      [1, PAPER],
    ]),
    linearGradient('floorWood', [
      [0, WOOD.light],
      [0.45, WOOD.mid],
      [1, WOOD.dark],
    ]),
    linearGradient('floorShine', [
      [0, '#fff8e8', 0.45],
      [1, '#fff8e8', 0],
    ]),
    radialGradient(
      'roomLight',
      [
        [0, '#fff3d6', 0.28],
        [0.55, '#fff3d6', 0],
        [1, INK, 0.42],
      ],
      [canvas.centre, FLOOR - 120],
      Math.max(canvas.width, canvas.height) * 0.75,
    ),
  ];
  return {
    defs,
    body: [
      rect(0, 0, canvas.width, FLOOR, 'url(#wallLight)'),
      ...panels,
      alcove(kamiza, wall),
      rect(0, BEAM.top, canvas.width, BEAM.height, WOOD.darkest),
      rect(0, BEAM.top + BEAM.height - 5, canvas.width, 5, darker(WOOD.darkest, 0.3)),
      ...posts.map((x) => rect(x - POST / 2, 0, POST, FLOOR, WOOD.dark)),
      ...posts.map((x) => rect(x - POST / 2, 0, 7, FLOOR, lighter(WOOD.dark, 0.18))),
      shrineShelf(kamiza),
      floor(canvas),
      reflections(posts, kamiza),
      rect(0, FLOOR - 14, canvas.width, 16, WOOD.darkest),
    ],
  };
}

/** The room's soft light and dark corners, laid over everything else. */
const roomLight = (canvas: Canvas) => rect(0, 0, canvas.width, canvas.height, 'url(#roomLight)');

/** Where the alcove stands, by variant: in the middle, or off to one side. */
const KAMIZA_SHIFTS = [0, 270, -250, 130, -140];

/**
 * A scene in the hall: the room and the people in it, seen from closer by `zoom` (about the
 * floor in the middle), with the room's light over everything. Wide pictures (a hero) are not
 * zoomed as much, so that the shrine shelf stays in them; in narrow ones the people (placed
 * for a 4:3 frame) are drawn smaller, so that they still fit.
 */
export function inHall(canvas: Canvas, people: string[], zoom = 1): Drawing {
  const room = hall(canvas, pick(KAMIZA_SHIFTS, canvas.variant));
  const wide = Math.min(1, 1.6 / (canvas.width / canvas.height));
  return {
    defs: room.defs,
    body: [
      closeUp([canvas.centre, 900], Math.max(1, zoom * wide), [
        ...room.body,
        closeUp([canvas.centre, 930], canvas.fit, people),
      ]),
      roomLight(canvas),
    ],
  };
}
