import { render, screen } from '@testing-library/react';
import { MediaGallery } from '../page/features/detail/MediaGallery';

const STEM = '00112233445566778899aabbccddeeff';

test('a stored picture is shown whole at its own size, lazily, with its narrower copies', () => {
  render(
    <MediaGallery
      title="Grading"
      media={[
        { _id: 'm1', type: 'image', url: `/uploads/${STEM}-1200x900.webp`, caption: 'Belts', position: 0 },
        { _id: 'm2', type: 'image', url: '/uploads/old.webp', caption: 'Older', position: 1 },
      ]}
    />,
  );
  const picture = screen.getByRole('img', { name: 'Grading: picture 1' });
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
  const older = screen.getByRole('img', { name: 'Grading: picture 2' });
  expect(older).not.toHaveAttribute('srcset');
  expect([older.getAttribute('width'), older.getAttribute('height')]).toEqual(['800', '500']);
});
