import type { SceneDrawing } from '../canvas';
import { darker, lighter } from '../colour';
import { figure } from '../figure';
import { BELTS, RED, TINTS, pick } from '../palette';
import { person } from '../people';
import { POSES } from '../poses';
import { circle, radialGradient, rect } from '../svg';

/** Instructors wear the senior grades. */
const INSTRUCTOR_BELTS = [BELTS.black, BELTS.black, BELTS.brown, BELTS.black, BELTS.purple];

/**
 * A team member's photo: head and shoulders down to the belt, in front of the red
 * sun of the academy. Framed for a round crop: the face in the upper middle, the knot at the bottom.
 */
export const portrait: SceneDrawing = (canvas) => {
  const { width, height, centre, variant } = canvas;
  const tint = pick(TINTS, variant);
  const size = Math.min(width, height) / 1000;
  return {
    defs: [
      radialGradient(
        'portraitLight',
        [
          [0, lighter(tint, 0.45)],
          [1, darker(tint, 0.12)],
        ],
        [centre - 120 * size, 260 * size],
        900 * size,
      ),
    ],
    body: [
      rect(0, 0, width, height, 'url(#portraitLight)'),
      circle([centre, 420 * size], 340 * size, RED, { 'fill-opacity': 0.9 }),
      figure(person(variant, 0, pick(INSTRUCTOR_BELTS, variant)), POSES.atEase, {
        at: [centre, 1000 * size],
        scale: 2.85 * size,
        anchor: 'hips',
      }),
    ],
  };
};
