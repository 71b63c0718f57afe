// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminServicesPage from '../admin/Page';

const kids = { _id: 's1', servicetitle: 'Kids Karate', servicedescription: 'Ages 5 to 12', serviceimg: '' };

async function renderAdminServices(routes: Record<string, Route> = {}) {
  const { api } = renderAdminScreen(AdminServicesPage, {
    api: { 'GET /service/hero': ok(null), 'GET /service/services/with-drafts': ok([kids]), ...routes },
    path: '/admin/service',
  });
  await screen.findByRole('heading', { level: 1, name: 'Services content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

afterEach(() => jest.restoreAllMocks());

test('the screen has the service hero and the services list', async () => {
  await renderAdminServices();
  expect(screen.getByRole('region', { name: 'Service hero section' })).toBeInTheDocument();
  expect(region('Services').getByText('Kids Karate')).toBeInTheDocument();
});

test.each([
  ['GET /service/hero', 'Service hero section', 'Failed to load service hero section'],
  ['GET /service/services/with-drafts', 'Services', 'Failed to load services'],
])('a failed %s shows the catalogue text in its own section', async (call, name, text) => {
  await renderAdminServices({ [call]: failure(503) });
  expect(region(name).getByRole('alert')).toHaveTextContent(text);
});

test('a service is updated by id and deleted after a confirmation, with the catalogue texts', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = await renderAdminServices({
    'PUT /service/services/s1': ok({ ...kids, servicetitle: 'Little Dragons' }),
    'DELETE /service/services/s1': failure(500),
  });
  await userEvent.click(region('Services').getByRole('button', { name: 'Edit Kids Karate' }));
  await userEvent.clear(screen.getByLabelText('Title'));
  await userEvent.type(screen.getByLabelText('Title'), 'Little Dragons');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await region('Services').findByRole('status')).toHaveTextContent('Service updated successfully');
  expect(sentForm(api.requests, 'PUT', '/service/services/s1').get('servicetitle')).toBe('Little Dragons');

  await userEvent.click(region('Services').getByRole('button', { name: /^Delete / }));
  expect(window.confirm).toHaveBeenCalledWith('Delete this service?');
  expect(await region('Services').findByRole('alert')).toHaveTextContent('Failed to delete service');
});
