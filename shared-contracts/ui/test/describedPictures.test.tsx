import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CardGrid, Hero, HighlightSection } from '@academy/ui';

const PATH = '/uploads/fedcba9876543210fedcba9876543210-800x500.webp';
const described = {
  path: PATH,
  alt: 'A girl in a white gi bows to her teacher',
  decorative: false,
  focus: '30% 70%',
};

describe('pictures described by people', () => {
  test('show their description as alt, and keep their focal point in view', () => {
    render(<Hero title="Karate" description="For all ages" image={described} />);
    const image = screen.getByRole('img', { name: described.alt });
    expect(image).toHaveStyle({ objectPosition: '30% 70%' });
  });

  test('a decorative picture, and one nobody described, get an empty alt, never a made-up one', () => {
    const { container } = render(
      <MemoryRouter>
        <HighlightSection
          title="About us"
          description="Since 2005"
          image={{ ...described, decorative: true }}
          imageSide="start"
        />
        <CardGrid
          cards={[{ key: 'k', title: 'Kata', description: 'Forms', image: { ...described, alt: '' } }]}
        />
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'About us' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Kata' })).toBeNull();
  });
});
