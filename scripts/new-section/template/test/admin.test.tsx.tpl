// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, sentForm } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminPage from '../admin/Page';

test('edits the hero and adds an item, with the section’s field names', async () => {
  const { api } = renderAdminScreen(AdminPage, {
    path: '/admin/__NAME__',
    api: {
      'GET /__NAME__/hero': ok(null),
      'GET /__NAME__/items/with-drafts': ok([]),
      'PUT /__NAME__/hero': ok({ _id: 'h', herotitle: 'New title', herodescription: 'New text', heroimg: '' }),
      'POST /__NAME__/items': ok({ _id: 'i', title: 'First', description: 'Item', image: '' }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: '__LABEL__ content' })).toBeInTheDocument();
  const items = within(await screen.findByRole('region', { name: '__LABEL__ items' }));
  expect(await items.findByText('No items yet.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit __LABEL__ hero section' }));
  await userEvent.type(screen.getByLabelText('Hero title'), 'New title');
  await userEvent.type(screen.getByLabelText('Hero description'), 'New text');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('__LABEL__ hero section updated successfully')).toBeInTheDocument();
  expect(Object.fromEntries(sentForm(api.requests, 'PUT', '/__NAME__/hero'))).toEqual({
    herotitle: 'New title',
    herodescription: 'New text',
    // The picture's description goes with every save, a picture or none.
    heroimgAlt: '',
    heroimgDecorative: 'false',
    heroimgFocus: '',
  });

  await userEvent.click(items.getByRole('button', { name: 'Add item' }));
  await userEvent.type(screen.getByLabelText('Title'), 'First');
  await userEvent.type(screen.getByLabelText('Description'), 'Item');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await items.findByText('Item added successfully')).toBeInTheDocument();
  expect(Object.fromEntries(sentForm(api.requests, 'POST', '/__NAME__/items'))).toEqual({
    title: 'First',
    description: 'Item',
    imageAlt: '',
    imageDecorative: 'false',
    imageFocus: '',
  });
});
