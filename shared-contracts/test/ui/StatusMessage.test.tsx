import { render, screen } from '@testing-library/react';
import { StatusMessage, UploadProgress } from 'shared-contracts/ui';

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

test('upload progress shows the percentage, and nothing when idle', () => {
  const { rerender } = render(<UploadProgress percent={40} />);
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
  expect(screen.getByText('40%')).toBeInTheDocument();
  rerender(<UploadProgress percent={null} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
