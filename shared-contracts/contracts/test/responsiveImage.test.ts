import { IMAGE_VARIANT_WIDTHS, storedImage, storedImageFiles } from '../src/api';
import { HERO_IMAGE_SIZES, heroImagePreload, responsiveImage } from '../src/format';

const STEM = '0123456789abcdef0123456789abcdef';
const SIZES = '(min-width: 40rem) 50vw, 100vw';

describe('responsive images from a stored name', () => {
  test('a wide image offers each narrower copy and itself, by width, with its size', () => {
    expect(responsiveImage(`/uploads/${STEM}-2000x1125.webp`, SIZES, '')).toEqual({
      src: `/uploads/${STEM}-2000x1125.webp`,
      srcSet: [
        `/uploads/${STEM}-480w.webp 480w`,
        `/uploads/${STEM}-960w.webp 960w`,
        `/uploads/${STEM}-1600w.webp 1600w`,
        `/uploads/${STEM}-2000x1125.webp 2000w`,
      ].join(', '),
      sizes: SIZES,
      width: 2000,
      height: 1125,
    });
  });

  test('only copies narrower than the image exist; the URLs carry the API origin', () => {
    expect(responsiveImage(`/uploads/${STEM}-960x720.webp`, SIZES, 'https://api.test')).toEqual({
      src: `https://api.test/uploads/${STEM}-960x720.webp`,
      srcSet: `https://api.test/uploads/${STEM}-480w.webp 480w, https://api.test/uploads/${STEM}-960x720.webp 960w`,
      sizes: SIZES,
      width: 960,
      height: 720,
    });
  });

  test('an image too narrow for copies gets its size but no srcset or sizes', () => {
    expect(responsiveImage(`/uploads/${STEM}-200x200.webp`, SIZES, '')).toEqual({
      src: `/uploads/${STEM}-200x200.webp`,
      width: 200,
      height: 200,
    });
  });

  test.each([
    ['an image stored before the copies existed', `/uploads/${STEM}.webp`, `/uploads/${STEM}.webp`],
    ['a video', `/uploads/${STEM}.mp4`, `/uploads/${STEM}.mp4`],
    [
      'an absolute URL',
      `https://cdn.example.org/${STEM}-2000x1125.webp`,
      `https://cdn.example.org/${STEM}-2000x1125.webp`,
    ],
    ['no image', undefined, ''],
  ])('%s keeps its src alone', (_name, value, src) => {
    expect(responsiveImage(value, SIZES, '')).toEqual({ src });
  });

  test('the copies a name stands for are those the upload writes', () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([480, 960, 1600]);
    expect(storedImage(`${STEM}-1000x500.webp`)?.variants).toEqual([
      { name: `${STEM}-480w.webp`, width: 480 },
      { name: `${STEM}-960w.webp`, width: 960 },
    ]);
    expect(storedImage(`${STEM}-480w.webp`)).toBeUndefined();
    expect(storedImage(`../${STEM}-1000x500.webp`)).toBeUndefined();
  });
});

describe('AVIF twins', () => {
  test('an image whose name says so offers the AVIF twins at the same widths, beside its WebP copies', () => {
    expect(responsiveImage(`/uploads/${STEM}-2000x1125-avif.webp`, SIZES, 'https://api.test')).toEqual({
      src: `https://api.test/uploads/${STEM}-2000x1125-avif.webp`,
      srcSet: [
        `https://api.test/uploads/${STEM}-480w.webp 480w`,
        `https://api.test/uploads/${STEM}-960w.webp 960w`,
        `https://api.test/uploads/${STEM}-1600w.webp 1600w`,
        `https://api.test/uploads/${STEM}-2000x1125-avif.webp 2000w`,
      ].join(', '),
      sizes: SIZES,
      width: 2000,
      height: 1125,
      avif: {
        src: `https://api.test/uploads/${STEM}-2000x1125.avif`,
        srcSet: [
          `https://api.test/uploads/${STEM}-480w.avif 480w`,
          `https://api.test/uploads/${STEM}-960w.avif 960w`,
          `https://api.test/uploads/${STEM}-1600w.avif 1600w`,
          `https://api.test/uploads/${STEM}-2000x1125.avif 2000w`,
        ].join(', '),
      },
    });
  });

  test('an image too narrow for copies has its AVIF twin alone; one stored before the twins has none', () => {
    expect(responsiveImage(`/uploads/${STEM}-200x200-avif.webp`, SIZES, '')).toEqual({
      src: `/uploads/${STEM}-200x200-avif.webp`,
      width: 200,
      height: 200,
      avif: { src: `/uploads/${STEM}-200x200.avif` },
    });
    expect(responsiveImage(`/uploads/${STEM}-1000x500.webp`, SIZES, '').avif).toBeUndefined();
  });

  test('the files of a stored image are itself, its copies and their twins, as the upload writes them', () => {
    expect(storedImageFiles(`${STEM}-1000x500-avif.webp`).sort()).toEqual(
      [
        `${STEM}-1000x500-avif.webp`,
        `${STEM}-1000x500.avif`,
        `${STEM}-480w.webp`,
        `${STEM}-480w.avif`,
        `${STEM}-960w.webp`,
        `${STEM}-960w.avif`,
      ].sort(),
    );
    expect(storedImageFiles(`${STEM}-1000x500.webp`).sort()).toEqual(
      [`${STEM}-1000x500.webp`, `${STEM}-480w.webp`, `${STEM}-960w.webp`].sort(),
    );
    expect(storedImageFiles(`${STEM}.webp`)).toEqual([`${STEM}.webp`]);
  });
});

describe('the hero preload', () => {
  test('of an image with AVIF twins, preloads the twins with their type, which the picture’s source offers', () => {
    const image = responsiveImage(`/uploads/${STEM}-1600x900-avif.webp`, HERO_IMAGE_SIZES, '');
    expect(heroImagePreload(`/uploads/${STEM}-1600x900-avif.webp`, '')).toEqual({
      href: `/uploads/${STEM}-1600x900.avif`,
      imageSrcSet: image.avif?.srcSet,
      imageSizes: '100vw',
      type: 'image/avif',
    });
    expect(heroImagePreload(`/uploads/${STEM}-200x200-avif.webp`, '')).toEqual({
      href: `/uploads/${STEM}-200x200.avif`,
      type: 'image/avif',
    });
  });

  test('carries the candidates and sizes the hero image uses', () => {
    const image = responsiveImage(`/uploads/${STEM}-1600x900.webp`, HERO_IMAGE_SIZES, '');
    expect(heroImagePreload(`/uploads/${STEM}-1600x900.webp`, '')).toEqual({
      href: image.src,
      imageSrcSet: image.srcSet,
      imageSizes: '100vw',
    });
  });

  test('is the plain URL for an image without copies, and nothing without an image', () => {
    expect(heroImagePreload(`/uploads/${STEM}.webp`, '')).toEqual({ href: `/uploads/${STEM}.webp` });
    expect(heroImagePreload(undefined, '')).toBeUndefined();
  });
});
