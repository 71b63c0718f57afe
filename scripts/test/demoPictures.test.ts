import sharp from 'sharp';
import { DEMO_SCENES, demoPicture, demoPictureSvg } from '../demo-pictures/draw';

const VARIANTS = [0, 1, 2, 3];

describe('demo pictures', () => {
  it('lists every scene the demo content can ask for', () => {
    expect([...DEMO_SCENES].sort()).toEqual(
      ['belts', 'dojo', 'grading', 'kata', 'kick', 'kids', 'kumite', 'logo', 'portrait', 'seminar'].sort(),
    );
  });

  describe.each(DEMO_SCENES)('%s', (scene) => {
    it('renders a PNG of the asked size for every variant, each one different', async () => {
      const pictures = await Promise.all(
        VARIANTS.map((variant) => demoPicture(scene, { width: 400, height: 250, variant })),
      );
      for (const picture of pictures) {
        const { format, width, height } = await sharp(picture).metadata();
        expect({ format, width, height }).toEqual({ format: 'png', width: 400, height: 250 });
      }
      expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(VARIANTS.length);
    });

    it('fills square and tall frames too', async () => {
      for (const [width, height] of [
        [200, 200],
        [180, 320],
      ]) {
        const { width: drawnWidth, height: drawnHeight } = await sharp(
          await demoPicture(scene, { width, height }),
        ).metadata();
        expect([drawnWidth, drawnHeight]).toEqual([width, height]);
      }
    });

    it('is drawn with shapes only: no text, no fonts, nothing fetched', () => {
      for (const variant of VARIANTS) {
        const svg = demoPictureSvg(scene, { width: 1600, height: 900, variant });
        expect(svg).toMatch(/^<svg /);
        expect(svg).not.toMatch(/<text\b|<tspan\b|font-family|<image\b|href=/);
      }
    });
  });

  it('refuses a size it cannot draw, with a sentence', () => {
    for (const size of [
      { width: 0, height: 200 },
      { width: 200.5, height: 200 },
      { width: 200, height: 5000 },
    ]) {
      expect(() => demoPictureSvg('dojo', size)).toThrow(
        "A demo picture's width and height must be whole numbers from 1 to 2400",
      );
    }
  });
});
