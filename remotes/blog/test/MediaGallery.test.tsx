import { render, screen } from '@testing-library/react';
import { MediaGallery } from '../page/features/detail/MediaGallery';
import type { BlogMedia } from '../schemas';

const STEM = '00112233445566778899aabbccddeeff';

const media = (item: Partial<BlogMedia> & Pick<BlogMedia, '_id' | 'url' | 'position'>): BlogMedia => ({
  type: 'image',
  caption: '',
  urlAlt: '',
  urlDecorative: false,
  ...item,
});

test('a stored picture is shown whole at its own size, lazily, with its narrower copies', () => {
  render(
    <MediaGallery
      title="Grading"
      media={[
        media({
          _id: 'm1',
          url: `/uploads/${STEM}-1200x900.webp`,
          caption: 'Belts',
          urlAlt: 'Coloured belts folded on a bench',
          position: 0,
        }),
        media({ _id: 'm2', url: '/uploads/old.webp', urlAlt: 'The old dojo', position: 1 }),
      ]}
    />,
  );
  const picture = screen.getByRole('img', { name: 'Coloured belts folded on a bench' });
  // Its caption is read with it, not again as its alt text.
  expect(picture.closest('figure')?.querySelector('figcaption')).toHaveTextContent('Belts');
  expect(picture).toHaveAttribute(
    'srcset',
    `/uploads/${STEM}-480w.webp 480w, /uploads/${STEM}-960w.webp 960w, /uploads/${STEM}-1200x900.webp 1200w`,
  );
  expect(picture).toHaveAttribute('sizes', '(min-width: 48rem) 22rem, calc(100vw - 2.5rem)');
  expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['1200', '900']);
  expect(picture).toHaveAttribute('loading', 'lazy');
  // Stored before the copies: its src alone, in the box pictures had before.
  const older = screen.getByRole('img', { name: 'The old dojo' });
  expect(older).not.toHaveAttribute('srcset');
  expect([older.getAttribute('width'), older.getAttribute('height')]).toEqual(['800', '500']);
});

test('a decorative or undescribed picture has an empty alt, never its file name or a made-up text', () => {
  const { container } = render(
    <MediaGallery
      title="Grading"
      media={[
        media({
          _id: 'm1',
          url: '/uploads/belts.webp',
          urlAlt: 'Left from before it was decorative',
          urlDecorative: true,
          position: 0,
        }),
        media({ _id: 'm2', url: '/uploads/panel.webp', caption: 'The panel', position: 1 }),
      ]}
    />,
  );
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('alt'))).toEqual(['', '']);
});
