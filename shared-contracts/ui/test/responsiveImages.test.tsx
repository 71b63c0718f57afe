import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { heroImagePreload } from '@academy/contracts';
import { CardGrid, Hero, HighlightSection, Picture, pageImage } from '@academy/ui';

const STEM = 'fedcba9876543210fedcba9876543210';
const stored = (size: string) => `/uploads/${STEM}-${size}.webp`;
/** A stored picture nobody described yet. */
const picture = (path: string, alt = '') => ({ path, alt, decorative: false, focus: '' });
const copies = (widths: number[], main: string, width: number) =>
  [...widths.map((w) => `/uploads/${STEM}-${w}w.webp ${w}w`), `${main} ${width}w`].join(', ');

describe('the hero image', () => {
  test('is fetched first: eager, high priority, its own size, the same candidates as the preload', () => {
    const { container } = render(
      <Hero title="Karate" description="For all ages" image={picture(stored('1600x900'))} />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', stored('1600x900'));
    expect(image).toHaveAttribute('srcset', copies([480, 960], stored('1600x900'), 1600));
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    const preload = heroImagePreload(stored('1600x900'), '');
    expect([preload?.href, preload?.imageSrcSet, preload?.imageSizes]).toEqual([
      image?.getAttribute('src'),
      image?.getAttribute('srcset'),
      image?.getAttribute('sizes'),
    ]);
  });

  test('an image stored before the copies keeps its src, with the 16:9 box a hero is drawn at', () => {
    const { container } = render(
      <Hero title="Karate" description="For all ages" image={picture(`/uploads/${STEM}.webp`)} />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', `/uploads/${STEM}.webp`);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '900']);
  });
});

describe('pictures below the fold', () => {
  test('cards load lazily, in the box of their shape, with sizes of their column or portrait', () => {
    render(
      <MemoryRouter>
        <CardGrid
          cards={[
            { key: 'k', title: 'Kata', description: 'Forms', image: picture(stored('1000x625'), 'Kata') },
          ]}
        />
        <CardGrid
          imageShape="round"
          cards={[
            {
              key: 's',
              title: 'Sensei',
              description: 'Teacher',
              image: picture(stored('500x500'), 'Sensei'),
            },
          ]}
        />
      </MemoryRouter>,
    );
    const wide = screen.getByRole('img', { name: 'Kata' });
    expect(wide).toHaveAttribute('srcset', copies([480, 960], stored('1000x625'), 1000));
    expect(wide.getAttribute('sizes')).toMatch(/^\(min-width: 72rem\) 22\.2rem, .*calc\(100vw - 2\.5rem\)$/);
    expect([wide.getAttribute('width'), wide.getAttribute('height'), wide.getAttribute('loading')]).toEqual([
      '400',
      '250',
      'lazy',
    ]);
    const round = screen.getByRole('img', { name: 'Sensei' });
    expect(round).toHaveAttribute('srcset', copies([480], stored('500x500'), 500));
    expect(round).toHaveAttribute('sizes', '10rem');
    expect(round).toHaveAttribute('loading', 'lazy');
  });

  test('a highlight picture loads lazily at low priority with the half-band sizes, in its 4:3 box', () => {
    render(
      <HighlightSection
        title="Our story"
        description="Since 1990"
        image={picture(stored('960x720'), 'The dojo at dusk')}
        imageSide="start"
      />,
    );
    const image = screen.getByRole('img', { name: 'The dojo at dusk' });
    expect(image).toHaveAttribute('srcset', copies([480], stored('960x720'), 960));
    expect(image.getAttribute('sizes')).toMatch(/^\(min-width: 72rem\) 32\.5rem, .*calc\(100vw - 2\.5rem\)$/);
    expect([
      image.getAttribute('width'),
      image.getAttribute('height'),
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]).toEqual(['640', '480', 'lazy', 'low']);
  });
});

describe('pictures with AVIF twins', () => {
  const twin = (size: string) => `/uploads/${STEM}-${size}-avif.webp`;
  const avifCopies = (widths: number[], size: string, width: number) =>
    [
      ...widths.map((w) => `/uploads/${STEM}-${w}w.avif ${w}w`),
      `/uploads/${STEM}-${size}.avif ${width}w`,
    ].join(', ');

  test('the hero offers its AVIF twins first, in a picture, with the img as before and the preload’s candidates', () => {
    const { container } = render(
      <Hero title="Karate" description="For all ages" image={picture(twin('1600x900'))} />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', avifCopies([480, 960], '1600x900', 1600));
    expect(source).toHaveAttribute('sizes', '100vw');
    const image = container.querySelector('picture > img');
    expect(image).toHaveAttribute('src', twin('1600x900'));
    expect(image).toHaveAttribute('srcset', copies([480, 960], twin('1600x900'), 1600));
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '900']);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const preload = heroImagePreload(twin('1600x900'), '');
    expect([preload?.imageSrcSet, preload?.imageSizes, preload?.type]).toEqual([
      source?.getAttribute('srcset'),
      source?.getAttribute('sizes'),
      source?.getAttribute('type'),
    ]);
  });

  test('a card’s picture keeps its box, its lazy loading and its name, with the twins in the column’s sizes', () => {
    render(
      <MemoryRouter>
        <CardGrid
          cards={[{ key: 'k', title: 'Kata', description: 'Forms', image: picture(twin('800x500'), 'Kata') }]}
        />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: 'Kata' });
    expect([
      image.getAttribute('width'),
      image.getAttribute('height'),
      image.getAttribute('loading'),
    ]).toEqual(['400', '250', 'lazy']);
    const source = image.parentElement?.querySelector('source');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(source).toHaveAttribute('srcset', avifCopies([480], '800x500', 800));
    expect(source).toHaveAttribute('sizes', image.getAttribute('sizes'));
  });

  test('an image too narrow for copies offers its one twin; an image without twins is a plain img', () => {
    const { container, rerender } = render(
      <Picture image={pageImage(twin('200x200'), '2.5rem')} alt="Logo" width={40} height={40} />,
    );
    expect(container.querySelector('source')).toHaveAttribute('srcset', `/uploads/${STEM}-200x200.avif`);
    expect(container.querySelector('source')).not.toHaveAttribute('sizes');
    rerender(<Picture image={pageImage(stored('200x200'), '2.5rem')} alt="Logo" width={40} height={40} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', stored('200x200'));
  });
});
