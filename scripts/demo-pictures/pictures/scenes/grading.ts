import type { SceneDrawing } from '../canvas';
import { lighter } from '../colour';
import { figure, floorShadow } from '../figure';
import { inHall } from '../hall';
import { BELTS, BELT_ORDER, PAPER, RED, RED_DARK, WOOD, pick } from '../palette';
import { person } from '../people';
import { POSES } from '../poses';
import { type Point, group, polygon, rect, stroke } from '../svg';

const TABLE_TOP = 690;
const TABLE_FRONT = 200;

/** The examiners' table: a red cloth, papers and a new belt waiting for whoever passes. */
function table(centre: number, half: number, newBelt: string): string {
  const top: Point[] = [
    [centre - half + 30, TABLE_TOP - 34],
    [centre + half - 30, TABLE_TOP - 34],
    [centre + half, TABLE_TOP],
    [centre - half, TABLE_TOP],
  ];
  const sheet = (x: number, tilt: number) =>
    polygon(
      [
        [x - 34 + tilt, TABLE_TOP - 30],
        [x + 30 + tilt, TABLE_TOP - 30],
        [x + 36, TABLE_TOP - 4],
        [x - 40, TABLE_TOP - 4],
      ],
      PAPER,
    );
  return group([
    polygon(top, WOOD.mid),
    rect(centre - half, TABLE_TOP, half * 2, TABLE_FRONT, RED),
    rect(centre - half, TABLE_TOP, half * 2, 14, RED_DARK),
    stroke(
      [
        [centre - half, TABLE_TOP + TABLE_FRONT - 2],
        [centre + half, TABLE_TOP + TABLE_FRONT - 2],
      ],
      4,
      RED_DARK,
    ),
    sheet(centre - half * 0.62, -4),
    sheet(centre + half * 0.08, 3),
    sheet(centre + half * 0.55, -2),
    // The folded belt lying ready on the table.
    rect(centre - half * 0.28, TABLE_TOP - 24, 90, 20, newBelt, { rx: 4 }),
    rect(centre - half * 0.28 + 52, TABLE_TOP - 27, 16, 26, lighter(newBelt, 0.15), { rx: 3 }),
  ]);
}

/** A grading: three black belts at the table watch a student's technique. */
export const grading: SceneDrawing = (canvas) => {
  const { variant, centre } = canvas;
  const examinerScale = 0.6;
  const half = 320;
  const tableAt = centre + 170;
  const examiners = [-1, 0, 1].map((slot) =>
    figure(person(variant + 2, slot + 1, BELTS.black), POSES.seated, {
      at: [tableAt + slot * 200, TABLE_TOP + 50],
      scale: examinerScale,
      anchor: 'hips',
    }),
  );
  const student = pick(BELT_ORDER, variant + 1);
  const ground = 962;
  const scale = 0.9;
  const studentAt = centre - 400;
  return inHall(
    canvas,
    [
      floorShadow([tableAt, TABLE_TOP + TABLE_FRONT], half * 2.2, 0.14),
      ...examiners,
      table(tableAt, half, pick(BELT_ORDER, variant + 2)),
      floorShadow([studentAt + 20 * scale, ground], 420 * scale),
      figure(person(variant, 4, student), pick([POSES.punch, POSES.downBlock], variant), {
        at: [studentAt, ground],
        scale,
      }),
    ],
    1.1,
  );
};
