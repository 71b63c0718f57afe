import type { SceneDrawing } from '../canvas';
import { inHall } from '../hall';

/** The training hall itself, empty and swept, before a class. */
export const dojo: SceneDrawing = (canvas) => inHall(canvas, []);
