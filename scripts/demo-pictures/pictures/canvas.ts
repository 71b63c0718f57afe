import { type Point, el, group } from './svg';

/**
 * Every scene is drawn in picture units: 1000 tall, and as wide as the asked proportions make it
 * (1778 for 16:9, 1000 for a square). Backgrounds fill the whole width; the subject is placed from
 * the centre, so a wide hero cropped to a phone's portrait screen still shows it.
 */
export interface Canvas {
  width: number;
  height: number;
  centre: number;
  /** How much to shrink a subject placed for a 4:3 frame, so that it fits a narrower one. */
  fit: number;
  variant: number;
}

export const CANVAS_HEIGHT = 1000;

export function canvasFor(pixelWidth: number, pixelHeight: number, variant: number): Canvas {
  const width = (CANVAS_HEIGHT * pixelWidth) / pixelHeight;
  return { width, height: CANVAS_HEIGHT, centre: width / 2, fit: Math.min(1, width / 1333), variant };
}

/** The finished SVG: the canvas mapped onto the asked pixel size. */
export function svgDocument(
  pixelWidth: number,
  pixelHeight: number,
  canvas: Canvas,
  defs: string[],
  body: string[],
): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: pixelWidth,
      height: pixelHeight,
      viewBox: `0 0 ${canvas.width.toFixed(2)} ${canvas.height}`,
    },
    (defs.length ? el('defs', {}, defs.join('')) : '') + body.join(''),
  );
}

/** What a scene draws: gradients and the like, and the shapes back to front. */
export interface Drawing {
  defs: string[];
  body: string[];
}

export type SceneDrawing = (canvas: Canvas) => Drawing;

/** Parts enlarged about a point, as a camera moving closer to it. */
export const closeUp = (focus: Point, zoom: number, parts: string[]) =>
  group(parts, {
    transform: `translate(${focus[0].toFixed(1)} ${focus[1].toFixed(1)}) scale(${zoom}) translate(${(-focus[0]).toFixed(1)} ${(-focus[1]).toFixed(1)})`,
  });
