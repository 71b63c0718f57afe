import sharp from 'sharp';

/** A small real PNG of one colour, as a file input accepts it. */
export async function pngFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The address of an image the site stored from an upload: its random name, its own size, and its AVIF twins. */
export const STORED_IMAGE_SRC = /\/uploads\/[0-9a-f]{32}-\d+x\d+-avif\.webp$/;
