// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { region, renderContactScreen } from './renderContactScreen';

const stored = {
  _id: 'c',
  address: '12 Dojo Lane',
  phone: '+44 20 7946 0321',
  email: 'info@dojo.test',
  mapEmbed:
    '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4" title="Saved map"></iframe>',
};
const GOOGLE_MAP = '<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600"></iframe>';
const REFUSED = 'mapEmbed must be a single Google Maps or OpenStreetMap embed iframe.';

const info = () => region('Contact information');

async function openEditor() {
  await userEvent.click(info().getByRole('button', { name: 'Edit contact information' }));
}

test('shows the saved details and map', async () => {
  await renderContactScreen({ 'GET /contact/contacts': ok(stored) });
  expect(info().getByText('12 Dojo Lane')).toBeInTheDocument();
  expect(info().getByText('info@dojo.test')).toBeInTheDocument();
  expect(info().getByTitle('Saved map')).toBeInTheDocument();
});

test('address, phone and email are required and use typed inputs', async () => {
  const api = await renderContactScreen();
  await openEditor();
  expect(info().getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  expect(info().getByLabelText('Email')).toHaveAttribute('type', 'email');
  for (const label of ['Address', 'Phone', 'Email']) expect(info().getByLabelText(label)).toBeRequired();
  expect(info().getByLabelText('Map embed code')).not.toBeRequired();

  await userEvent.type(info().getByLabelText('Address'), '12 Dojo Lane');
  await userEvent.click(info().getByRole('button', { name: 'Save' }));
  expect(info().getByRole('alert')).toHaveTextContent('Address, phone and email are required');
  expect(info().getByLabelText('Phone')).toBeInvalid();
  expect(info().getByLabelText('Address')).toBeValid();

  await userEvent.type(info().getByLabelText('Phone'), '0123');
  await userEvent.type(info().getByLabelText('Email'), 'not an email');
  await userEvent.click(info().getByRole('button', { name: 'Save' }));
  expect(info().getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  expect(api.callsTo('PUT', '/contact/contacts')).toEqual([]);
});

test('previews an allowed map as it is typed, and nothing else', async () => {
  await renderContactScreen({ 'GET /contact/contacts': ok({ ...stored, mapEmbed: '' }) });
  await openEditor();
  const field = info().getByLabelText('Map embed code');
  await userEvent.click(field);
  await userEvent.paste(GOOGLE_MAP);
  expect(await info().findByTitle('Map preview')).toHaveAttribute(
    'src',
    'https://www.google.com/maps/embed?pb=!1m18',
  );

  await userEvent.clear(field);
  await userEvent.paste('<iframe src="https://evil.example/maps/embed" onload="steal()"></iframe>');
  expect(await info().findByText(/^No preview: paste the embed code/)).toBeInTheDocument();
  expect(info().queryByTitle('Map preview')).not.toBeInTheDocument();
  expect(document.querySelector('iframe[src^="https://evil"]')).toBeNull();
});

test('saves the trimmed details as JSON and shows what the server stored', async () => {
  const saved = { ...stored, address: '1 New Road', mapEmbed: GOOGLE_MAP };
  const api = await renderContactScreen({
    'GET /contact/contacts': ok(stored),
    'PUT /contact/contacts': ok(saved),
  });
  await openEditor();
  await userEvent.clear(info().getByLabelText('Address'));
  await userEvent.type(info().getByLabelText('Address'), ' 1 New Road ');
  await userEvent.clear(info().getByLabelText('Map embed code'));
  await userEvent.click(info().getByLabelText('Map embed code'));
  await userEvent.paste(GOOGLE_MAP);
  await userEvent.click(info().getByRole('button', { name: 'Save' }));

  expect(await info().findByRole('status')).toHaveTextContent('Contact information updated successfully');
  expect(api.callsTo('PUT', '/contact/contacts')[0].body).toEqual({
    address: '1 New Road',
    phone: stored.phone,
    email: stored.email,
    mapEmbed: GOOGLE_MAP,
  });
  expect(info().getByText('1 New Road')).toBeInTheDocument();
});

test('a refused map shows the server’s sentence at the field and in the status line', async () => {
  await renderContactScreen({
    'GET /contact/contacts': ok(stored),
    'PUT /contact/contacts': failure(400, REFUSED),
  });
  await openEditor();
  await userEvent.clear(info().getByLabelText('Map embed code'));
  await userEvent.click(info().getByLabelText('Map embed code'));
  await userEvent.paste('<script>alert(1)</script>');
  await userEvent.click(info().getByRole('button', { name: 'Save' }));

  expect(await info().findByRole('alert')).toHaveTextContent(REFUSED);
  expect(info().getByLabelText('Map embed code')).toBeInvalid();
  expect(info().getByLabelText('Map embed code')).toHaveAccessibleDescription(
    expect.stringContaining(REFUSED),
  );
  expect(info().getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('a failed save without a reason says so; Cancel restores the saved details', async () => {
  await renderContactScreen({ 'GET /contact/contacts': ok(stored), 'PUT /contact/contacts': failure(500) });
  await openEditor();
  await userEvent.type(info().getByLabelText('Address'), ' (rear entrance)');
  await userEvent.click(info().getByRole('button', { name: 'Save' }));
  expect(await info().findByRole('alert')).toHaveTextContent('Failed to update contact information');
  await userEvent.click(info().getByRole('button', { name: 'Cancel' }));
  expect(info().getByText('12 Dojo Lane')).toBeInTheDocument();
  expect(screen.queryByText(/rear entrance/)).not.toBeInTheDocument();
});

test('unsaved details are kept in the browser and offered back when the editor opens again', async () => {
  await renderContactScreen({ 'GET /contact/contacts': ok(stored) });
  await openEditor();
  await userEvent.clear(info().getByLabelText('Phone'));
  await userEvent.type(info().getByLabelText('Phone'), '0123 456');
  await waitFor(() =>
    expect(localStorage.getItem('academy.unsaved:/contact/contacts')).toContain('0123 456'),
  );
  await userEvent.click(info().getByRole('button', { name: 'Cancel' }));

  await openEditor();
  expect(info().getByLabelText('Phone')).toHaveValue(stored.phone);
  const offer = within(info().getByRole('group', { name: 'Unsaved changes' }));
  await userEvent.click(offer.getByRole('button', { name: 'Restore' }));
  expect(info().getByLabelText('Phone')).toHaveValue('0123 456');
  expect(info().getByLabelText('Address')).toHaveValue(stored.address);
});

test('Save draft sends the details as JSON to the draft path; Edit then opens from the draft', async () => {
  const draft = {
    at: '2026-11-26T16:05:00.000Z',
    by: 'Admin',
    fields: { ...stored, phone: '+44 20 7946 0999' },
  };
  const api = await renderContactScreen({
    'GET /contact/contacts': ok(stored),
    'PUT /contact/contacts/draft': ok(draft),
  });
  await openEditor();
  await userEvent.clear(info().getByLabelText('Phone'));
  await userEvent.type(info().getByLabelText('Phone'), '+44 20 7946 0999');
  await userEvent.click(info().getByRole('button', { name: 'Save draft' }));

  expect(await info().findByRole('status')).toHaveTextContent('Draft saved successfully');
  expect(api.callsTo('PUT', '/contact/contacts/draft').at(-1)?.body).toEqual({
    address: '12 Dojo Lane',
    phone: '+44 20 7946 0999',
    email: 'info@dojo.test',
    mapEmbed: stored.mapEmbed,
  });
  expect(api.callsTo('PUT', '/contact/contacts')).toEqual([]);
  expect(info().getByText(/^Draft saved .* by Admin$/)).toBeInTheDocument();
  expect(info().getByText('+44 20 7946 0321')).toBeInTheDocument();
  await openEditor();
  expect(info().getByLabelText('Phone')).toHaveValue('+44 20 7946 0999');
});

test('Preview opens the contact page with the drafts applied', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const link = { url: 'https://academy.test/contact?preview=abc', expiresAt: '2026-11-27T16:05:00.000Z' };
  const api = await renderContactScreen({ 'GET /contact/contacts': ok(stored), 'POST /previews': ok(link) });
  await userEvent.click(info().getByRole('button', { name: 'Preview contact information' }));
  expect(await info().findByRole('link', { name: link.url })).toBeInTheDocument();
  expect(api.callsTo('POST', '/previews').map((request) => request.body)).toEqual([{ path: '/contact' }]);
  expect(open).toHaveBeenCalledWith(link.url, '_blank', 'noopener');
  open.mockRestore();
});
