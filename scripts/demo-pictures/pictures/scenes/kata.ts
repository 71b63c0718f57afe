import type { SceneDrawing } from '../canvas';
import { figure, floorShadow } from '../figure';
import { inHall } from '../hall';
import { BELT_ORDER, pick } from '../palette';
import { person } from '../people';
import { POSES } from '../poses';

const TECHNIQUES = [POSES.punch, POSES.downBlock, POSES.knifeHand];

/** One karateka performing a technique of a kata in the middle of the hall. */
export const kata: SceneDrawing = (canvas) => {
  const { variant, centre } = canvas;
  const ground = 930;
  return inHall(
    canvas,
    [
      floorShadow([centre, ground], 440),
      figure(person(variant, 0, pick(BELT_ORDER, variant + 1)), pick(TECHNIQUES, variant), {
        at: [centre - 30, ground],
        scale: 1,
      }),
    ],
    1.15,
  );
};
