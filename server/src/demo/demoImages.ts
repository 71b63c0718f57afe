import sharp from 'sharp';

export interface DemoImageOptions {
  width: number;
  height: number;
  /** Two colours of the background gradient. */
  colors: [string, string];
  /** Omitted for pictures that sit behind a page's own title, such as a hero. */
  title?: string;
  subtitle?: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A demo picture drawn by the project itself (gradient, circles standing in for a rising sun and
 * a dojo's light, a belt-like stripe, text): PNG, to go through the same upload pipeline as an
 * administrator's image. Our own SVG, so rendering it here is safe (uploads never are).
 */
export function demoImage({ width, height, colors, title, subtitle }: DemoImageOptions): Promise<Buffer> {
  const size = Math.round(Math.min(width, height) / 9);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="#ffffff" opacity="0.18"/>
  <circle cx="${width * 0.15}" cy="${height * 0.95}" r="${height * 0.35}" fill="#000000" opacity="0.15"/>
  <rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.05}" fill="#111111" opacity="0.55"/>
  ${title ? `<text x="${width * 0.06}" y="${height * 0.52}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(title)}</text>` : ''}
  ${subtitle ? `<text x="${width * 0.06}" y="${height * 0.8}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size / 2)}" fill="#ffffff" opacity="0.9">${escapeXml(subtitle)}</text>` : ''}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
