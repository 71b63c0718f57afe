import fs from 'node:fs/promises';
import path from 'node:path';
import { demoPicture, keptPictureFolder } from '../src/demo/preparedPictures';
import { prepareImage } from '../src/services/imageProcessing';

describe('the demo pictures’ copies', () => {
  let file: string;
  beforeAll(async () => {
    const folder = path.join(__dirname, '../../remotes/about/demo');
    file = path.join(
      folder,
      (await fs.readdir(folder)).find((name) => name.endsWith('.webp'))!,
    );
  });

  it('are the copies an upload of the same file gets, kept on disk for the next site', async () => {
    const data = await demoPicture(file);
    const kept = await prepareImage(data);
    // A copy of the bytes is another Buffer: encoded anew, as an administrator's upload is.
    const encoded = await prepareImage(Buffer.from(data));
    expect(kept).not.toBe(encoded);
    expect(kept.width).toBe(encoded.width);
    expect(kept.data.webp.equals(encoded.data.webp)).toBe(true);
    expect(kept.data.avif.equals(encoded.data.avif)).toBe(true);
    expect(kept.variants.map((variant) => variant.width)).toEqual(
      encoded.variants.map((variant) => variant.width),
    );
    const keptFiles = await fs.readdir(keptPictureFolder(data));
    expect(keptFiles).toEqual(
      expect.arrayContaining(['picture.json', `${kept.width}.webp`, `${kept.width}.avif`]),
    );
  });

  it('are made and kept again when what was kept is unreadable', async () => {
    const folder = keptPictureFolder(await demoPicture(file));
    await fs.rm(path.join(folder, 'picture.json'));
    const data = await demoPicture(file);
    expect(await fs.readdir(folder)).toContain('picture.json');
    expect(
      (await prepareImage(data)).data.webp.equals((await prepareImage(Buffer.from(data))).data.webp),
    ).toBe(true);
  });
});
