import sharp from 'sharp';
import { canvasFor, svgDocument, type SceneDrawing } from './pictures/canvas';
import { belts } from './pictures/scenes/belts';
import { dojo } from './pictures/scenes/dojo';
import { grading } from './pictures/scenes/grading';
import { kata } from './pictures/scenes/kata';
import { kick } from './pictures/scenes/kick';
import { kids } from './pictures/scenes/kids';
import { kumite } from './pictures/scenes/kumite';
import { logo } from './pictures/scenes/logo';
import { portrait } from './pictures/scenes/portrait';
import { seminar } from './pictures/scenes/seminar';

const SCENES = { dojo, kata, kick, kumite, kids, belts, grading, seminar, portrait, logo } satisfies Record<
  string,
  SceneDrawing
>;

export type DemoScene = keyof typeof SCENES;
export const DEMO_SCENES = Object.keys(SCENES) as DemoScene[];

export interface DemoPictureOptions {
  width: number;
  height: number;
  /** Changes the people (skin, hair, belt), the technique and the background tint; 0 if omitted. */
  variant?: number;
}

const MAX_SIDE = 2400;

/** The SVG source of a demo picture: shapes only, no text, no fonts, nothing fetched. */
export function demoPictureSvg(scene: DemoScene, { width, height, variant = 0 }: DemoPictureOptions): string {
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) {
      throw new RangeError(`A demo picture's width and height must be whole numbers from 1 to ${MAX_SIDE}`);
    }
  }
  const canvas = canvasFor(width, height, variant);
  const drawing = SCENES[scene](canvas);
  return svgDocument(width, height, canvas, drawing.defs, drawing.body);
}

/**
 * A PNG drawn by the project (no words), ready for the upload pipeline. Rendering our own SVG
 * here is safe; uploaded SVG never is, and the pipeline refuses it.
 */
export async function demoPicture(scene: DemoScene, options: DemoPictureOptions): Promise<Buffer> {
  return sharp(Buffer.from(demoPictureSvg(scene, options)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
