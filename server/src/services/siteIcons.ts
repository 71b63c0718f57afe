import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SERVER_ROOT } from '../paths';

/** The built-in mark (a karateka's kick across a rising sun, no words), drawn by `npm run demo-pictures`. */
export const BUILT_IN_ICON = path.join(SERVER_ROOT, 'assets', 'icon.png');

/** The icons a page links to, by the side of their square in pixels. */
export const ICON_SIZES = {
  /** The tab's icon: Google Search wants a multiple of 48, browsers scale it down to 16 or 32. */
  favicon: 48,
  /** What iOS puts on the home screen. */
  touch: 180,
} as const;

export type IconKind = keyof typeof ICON_SIZES;

/** iOS shows a touch icon's transparent pixels black, so that one is laid on white. */
const TOUCH_BACKGROUND = '#ffffff';
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * A square PNG icon of the academy's logo: the whole picture fitted in (nothing cut off), centred
 * on a transparent ground, or on white for the touch icon.
 */
export async function iconFromLogo(logo: Buffer, kind: IconKind): Promise<Buffer> {
  const size = ICON_SIZES[kind];
  const image = sharp(logo).resize(size, size, { fit: 'contain', background: CLEAR });
  if (kind === 'touch') image.flatten({ background: TOUCH_BACKGROUND });
  return image.png().toBuffer();
}

/** The built-in mark for a site with no logo, at the icon's size. */
export async function builtInIcon(kind: IconKind): Promise<Buffer> {
  return iconFromLogo(await fs.readFile(BUILT_IN_ICON), kind);
}

/**
 * An .ico file holding one PNG image, the form browsers have read since Windows Vista: a
 * 6-byte header and one 16-byte directory entry, then the PNG as it is.
 */
export function icoOf(png: Buffer, size: number): Buffer {
  const HEADER = 6;
  const ENTRY = 16;
  const head = Buffer.alloc(HEADER + ENTRY);
  head.writeUInt16LE(1, 2); // an icon (2 would be a cursor)
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(size % 256, HEADER); // width; 0 means 256
  head.writeUInt8(size % 256, HEADER + 1); // height
  head.writeUInt16LE(1, HEADER + 4); // colour planes
  head.writeUInt16LE(32, HEADER + 6); // bits per pixel
  head.writeUInt32LE(png.length, HEADER + 8);
  head.writeUInt32LE(HEADER + ENTRY, HEADER + 12); // where the image starts
  return Buffer.concat([head, png]);
}
