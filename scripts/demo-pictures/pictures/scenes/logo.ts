import type { SceneDrawing } from '../canvas';
import { figure } from '../figure';
import { INK, OFF_WHITE, RED, WOOD, pick } from '../palette';
import { POSES } from '../poses';
import { circle, rect } from '../svg';

/** Background, sun and figure: the mark in a few colourings of the palette. */
const COLOURINGS = [
  { ground: RED, sun: OFF_WHITE, figure: INK, belt: RED },
  { ground: INK, sun: RED, figure: OFF_WHITE, belt: INK },
  { ground: OFF_WHITE, sun: RED, figure: INK, belt: OFF_WHITE },
  { ground: WOOD.dark, sun: OFF_WHITE, figure: INK, belt: RED },
];

/**
 * The academy's mark, without letters: a karateka's side kick across a rising sun, bold enough to
 * read at 40 pixels in a round frame.
 */
export const logo: SceneDrawing = (canvas) => {
  const { width, height, centre, variant } = canvas;
  const colours = pick(COLOURINGS, variant);
  const size = Math.min(width, height) / 1000;
  const middle = height / 2;
  return {
    defs: [],
    body: [
      rect(0, 0, width, height, colours.ground),
      circle([centre, middle], 440 * size, 'none', { stroke: colours.sun, 'stroke-width': 18 * size }),
      circle([centre + 40 * size, middle - 40 * size], 270 * size, colours.sun),
      figure(
        { skin: INK, hair: INK, hairStyle: 'short', belt: colours.belt, silhouette: colours.figure },
        POSES.sideKick,
        { at: [centre - 150 * size, middle + 360 * size], scale: 1.05 * size },
      ),
    ],
  };
};
