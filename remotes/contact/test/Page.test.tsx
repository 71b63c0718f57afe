// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderPage } from 'shared-contracts/testing';
import { screen } from '@testing-library/react';
import contactPage from '../src/Page';

const details = {
  _id: 'c1',
  address: '12 Dojo Lane, Springfield',
  phone: '',
  email: 'hello@dojo.test',
  mapEmbed:
    '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Map"></iframe>',
};

test('shows loading, then the contact details that are present and the map', async () => {
  renderPage(contactPage, { path: '/contact', api: { 'GET /contact/contacts': ok(details) } });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByText('12 Dojo Lane, Springfield')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'hello@dojo.test' })).toHaveAttribute(
    'href',
    'mailto:hello@dojo.test',
  );
  expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  expect(screen.getByTitle('Map')).toBeInTheDocument();
});

test('shows no details section when nothing is saved yet', async () => {
  renderPage(contactPage, { path: '/contact', api: { 'GET /contact/contacts': ok(null) } });
  expect(await screen.findByRole('heading', { name: 'Default Title' })).toBeInTheDocument();
  expect(screen.queryByText('Contact Information')).not.toBeInTheDocument();
});

test('shows the spec’s error text in place of the page when the call fails', async () => {
  renderPage(contactPage, {
    path: '/contact',
    api: { 'GET /contact/contacts': failure(503, 'Database unavailable') },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load contact page data. Please try again later.',
  );
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
