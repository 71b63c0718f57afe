import type { SceneDrawing } from '../canvas';
import { figure, floorShadow } from '../figure';
import { inHall } from '../hall';
import { BELT_ORDER, pick } from '../palette';
import { person } from '../people';
import { POSES } from '../poses';

const HEIGHTS = [0.82, 0.9, 0.78, 0.95, 0.86];

/** A line of children in their ready stance, each with a different belt. */
export const kids: SceneDrawing = (canvas) => {
  const { variant, centre } = canvas;
  const ground = 940;
  const spacing = 235;
  const children = HEIGHTS.map((height, i) => {
    const x = centre + (i - (HEIGHTS.length - 1) / 2) * spacing;
    const scale = height;
    return [
      floorShadow([x, ground], 210 * scale),
      figure(person(variant, i, pick(BELT_ORDER, variant + i * 2), { child: true }), POSES.ready, {
        at: [x, ground],
        scale,
      }),
    ].join('');
  });
  return inHall(canvas, children, 1.1);
};
