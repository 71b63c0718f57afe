import type { SceneDrawing } from '../canvas';
import { figure, floorShadow } from '../figure';
import { inHall } from '../hall';
import { BELTS, BELT_ORDER, pick } from '../palette';
import { person } from '../people';
import { POSES } from '../poses';

/** Where each kneeling student sits: x from the centre, the floor under them, their size. */
const STUDENTS = [
  { x: -420, ground: 800, scale: 0.66 },
  { x: -180, ground: 800, scale: 0.66 },
  { x: -540, ground: 935, scale: 0.82 },
  { x: -290, ground: 935, scale: 0.82 },
  { x: -40, ground: 935, scale: 0.82 },
];

/** A class: students kneel in seiza and watch the instructor show a technique. */
export const seminar: SceneDrawing = (canvas) => {
  const { variant, centre } = canvas;
  const instructorAt = centre + 360;
  const students = STUDENTS.map(({ x, ground, scale }, i) => {
    const at = centre + x;
    return [
      floorShadow([at + 40 * scale, ground], 300 * scale),
      figure(person(variant, i, pick(BELT_ORDER, variant + i), {}), POSES.kneel, {
        at: [at, ground],
        scale: scale,
      }),
    ].join('');
  });
  return inHall(
    canvas,
    [
      ...students,
      floorShadow([instructorAt, 925], 420),
      figure(
        person(variant, 6, BELTS.black, { hairStyle: 'cropped' }),
        pick([POSES.downBlock, POSES.punch, POSES.knifeHand], variant),
        {
          at: [instructorAt, 925],
          scale: 0.92,
          facing: -1,
        },
      ),
    ],
    1.08,
  );
};
