import sharp from 'sharp';
import type { FilePart } from './multipart';

/** A small real image (a few hundred bytes), made on the spot. */
export async function pngFile(filename = 'photo.png', color = '#c0392b'): Promise<FilePart> {
  const data = await sharp({ create: { width: 24, height: 16, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { data, filename, type: 'image/png' };
}

/** A real image of the given size, large enough for narrower copies when wider than 480 pixels. */
export async function pngOfSize(width: number, height: number, filename = 'large.png'): Promise<FilePart> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  return { data, filename, type: 'image/png' };
}

export async function jpegFile(filename = 'photo.jpg'): Promise<FilePart> {
  const data = await sharp({ create: { width: 16, height: 24, channels: 3, background: '#2c3e50' } })
    .jpeg()
    .toBuffer();
  return { data, filename, type: 'image/jpeg' };
}

export const phpAsPng = (): FilePart => ({
  data: Buffer.from('<?php echo shell_exec($_GET["cmd"]); ?>\n'.repeat(4)),
  filename: 'shell.png',
  type: 'image/png',
});

export const svgFile = (): FilePart => ({
  data: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  ),
  filename: 'logo.svg',
  type: 'image/svg+xml',
});

/** A file just over the size cap; its first bytes are a PNG's, so only the size is wrong. */
export function oversizedFile(bytes: number): FilePart {
  const data = Buffer.alloc(bytes + 1, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return { data, filename: 'big.png', type: 'image/png' };
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tiny PNG whose header claims width x height pixels (a "decompression bomb" shape). */
export async function pngClaimingSize(width: number, height: number): Promise<FilePart> {
  const { data } = await pngFile('bomb.png');
  const patched = Buffer.from(data);
  // The IHDR chunk follows the 8-byte signature: length(4) type(4) width(4) height(4) ... crc(4).
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return { data: patched, filename: 'bomb.png', type: 'image/png' };
}

/** What a record answers beside an image field nobody described: no description, not decorative, centred. */
export const undescribedPicture = (imageField: string) => ({
  [`${imageField}Alt`]: '',
  [`${imageField}Decorative`]: false,
  [`${imageField}Focus`]: '',
});
