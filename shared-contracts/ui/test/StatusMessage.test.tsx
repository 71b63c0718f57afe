import { render, screen } from '@testing-library/react';
import { StatusMessage } from '@academy/ui';

test('a message that speaks of success is green, announced politely', () => {
  render(<StatusMessage message="Hero section updated successfully" />);
  expect(screen.getByRole('status')).toHaveClass('success');
});

test('any other message is red and announced at once', () => {
  render(<StatusMessage message="Failed to update hero section" />);
  expect(screen.getByRole('alert')).toHaveClass('error');
});

test('an empty message shows nothing', () => {
  const { container } = render(<StatusMessage message="" />);
  expect(container).toBeEmptyDOMElement();
});
