import { render, screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import { apiClient } from 'shared-contracts';
import ContactPage from '../src/Page';

function answerContacts(reply: { status: number; data: unknown }) {
  apiClient.defaults.adapter = async (config) => {
    const response = { ...reply, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
}

test('shows loading, then the contact details that are present and the map', async () => {
  answerContacts({
    status: 200,
    data: {
      success: true,
      data: {
        address: '12 Dojo Lane, Springfield',
        phone: '',
        email: 'hello@dojo.test',
        mapEmbed:
          '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Map"></iframe>',
      },
    },
  });
  render(<ContactPage />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByText('12 Dojo Lane, Springfield')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'hello@dojo.test' })).toHaveAttribute(
    'href',
    'mailto:hello@dojo.test',
  );
  expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  expect(screen.getByTitle('Map')).toBeInTheDocument();
});

test('shows no details section when nothing is saved yet', async () => {
  answerContacts({ status: 200, data: { success: true, data: null } });
  render(<ContactPage />);
  expect(await screen.findByRole('heading', { name: 'Default Title' })).toBeInTheDocument();
  expect(screen.queryByText('Contact Information')).not.toBeInTheDocument();
});

test('shows the spec’s error text in place of the page when the call fails', async () => {
  answerContacts({ status: 503, data: { success: false, error: 'Database unavailable' } });
  render(<ContactPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load contact page data. Please try again later.',
  );
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
