// `npm run demo-pictures`: draws the pictures the sections' demo content asks for and writes them
// into each section's demo/ folder, where the server reads them when it adds the demo content.
// They are committed: the production server never draws (the drawing code is here, not there).
// Pictures no demo asks for any more are removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { BUILT_IN_ICON, demoPictureRequests } from '@academy/server/demo';
import sharp from 'sharp';
import { type DemoScene, DEMO_SCENES, demoPicture } from './draw';

/** Near-lossless: the server re-encodes every picture it stores, as it does an upload. */
const WEBP = { quality: 90, effort: 6 };

async function main(): Promise<void> {
  const requests = await demoPictureRequests();
  const folders = new Set(requests.map((request) => path.dirname(request.file)));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  for (const { file, scene, width, height, variant } of requests) {
    if (!DEMO_SCENES.includes(scene as DemoScene)) {
      throw new Error(
        `${path.relative(process.cwd(), file)}: there is no scene "${scene}" (${DEMO_SCENES.join(', ')})`,
      );
    }
    const png = await demoPicture(scene as DemoScene, { width, height, variant });
    await fs.writeFile(file, await sharp(png).webp(WEBP).toBuffer());
  }
  const wanted = new Set(requests.map((request) => request.file));
  for (const folder of folders) {
    for (const name of await fs.readdir(folder)) {
      if (!wanted.has(path.join(folder, name))) await fs.rm(path.join(folder, name));
    }
  }
  // The site's built-in icon, for a site without a logo: the server resizes it.
  await fs.writeFile(BUILT_IN_ICON, await demoPicture('logo', { width: 512, height: 512 }));
  console.log(
    `${requests.length} demo pictures in ${folders.size} sections' demo folders, and the built-in icon.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
