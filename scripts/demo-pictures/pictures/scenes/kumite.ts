import type { SceneDrawing } from '../canvas';
import { figure, floorShadow } from '../figure';
import { inHall } from '../hall';
import { AKA, AO } from '../palette';
import { person } from '../people';
import { POSES } from '../poses';

/** Sparring: red attacks with a reverse punch, blue waits on guard; belts and mitts as at a tournament. */
export const kumite: SceneDrawing = (canvas) => {
  const { variant, centre } = canvas;
  const ground = 935;
  const scale = 0.92;
  // Red starts on the left in even variants, on the right in odd ones.
  const side = variant % 2 === 0 ? 1 : -1;
  const [redAt, blueAt] = [centre - side * 300 * scale, centre + side * 260 * scale];
  return inHall(
    canvas,
    [
      floorShadow([redAt + side * 20 * scale, ground], 380 * scale),
      floorShadow([blueAt, ground], 300 * scale),
      figure(person(variant, 0, AKA, { mitts: AKA }), POSES.reversePunch, {
        at: [redAt, ground],
        scale,
        facing: side,
      }),
      figure(person(variant, 3, AO, { mitts: AO }), POSES.guard, {
        at: [blueAt, ground],
        scale,
        facing: side === 1 ? -1 : 1,
      }),
    ],
    1.1,
  );
};
