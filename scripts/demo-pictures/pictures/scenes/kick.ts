import type { SceneDrawing } from '../canvas';
import { figure, floorShadow } from '../figure';
import { inHall } from '../hall';
import { BELTS, pick } from '../palette';
import { person } from '../people';
import { POSES } from '../poses';

const KICKS = [POSES.sideKick, POSES.frontKick];
const KICKERS = [BELTS.black, BELTS.brown, BELTS.blue, BELTS.purple];

/** A karateka kicking, in the middle of the hall. */
export const kick: SceneDrawing = (canvas) => {
  const { variant, centre } = canvas;
  const ground = 930;
  return inHall(
    canvas,
    [
      floorShadow([centre - 90, ground], 300),
      figure(person(variant, 1, pick(KICKERS, variant)), pick(KICKS, variant), {
        at: [centre - 130, ground],
        scale: 1,
      }),
    ],
    1.2,
  );
};
