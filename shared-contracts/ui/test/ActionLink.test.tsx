import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ActionLink } from '@academy/ui';

const renderLink = (context?: string) =>
  render(
    <MemoryRouter>
      <ActionLink to="/service" context={context}>
        Learn More
      </ActionLink>
    </MemoryRouter>,
  );

test('words of context finish the link text out of sight, where crawlers read them too', () => {
  renderLink('about our services');
  const link = screen.getByRole('link', { name: 'Learn More about our services' });
  expect(link).toHaveAttribute('href', '/service');
  // Lighthouse's link-text audit reads the link's text, not its aria-label.
  expect(link).not.toHaveAttribute('aria-label');
  expect(link).toHaveTextContent('Learn More about our services');
  expect(screen.getByText('about our services')).toHaveClass('visuallyHidden');
});

test('without context the link is its visible words', () => {
  renderLink();
  expect(screen.getByRole('link', { name: 'Learn More' })).toHaveTextContent(/^Learn More$/);
});
