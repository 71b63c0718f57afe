// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type SectionHero,
  type SectionSlots,
  contentRecord,
  pictureAnswer,
  sectionHero,
} from '@academy/contracts';
import { AdminScreen, ContentRecordEditor, SlotsEditor, formatDateTime } from '@academy/admin-kit';

const hero = contentRecord('service', 'hero', sectionHero, {
  heading: 'Service hero',
  labels: { title: 'Hero title' },
  loadError: 'Failed to load service hero section',
  saved: 'Service hero updated successfully',
  saveError: 'Failed to update service hero',
});

const published: SectionHero = {
  _id: 'h1',
  herotitle: 'Train hard',
  herodescription: 'Every day',
  heroimg: '/uploads/hero.webp',
  ...pictureAnswer({}, 'heroimg'),
};
const draft = {
  at: '2026-11-26T16:05:00.000Z',
  by: 'Admin',
  fields: { ...published, herotitle: 'Train harder' },
};
const badge = `Draft saved ${formatDateTime(draft.at)} by Admin`;

function renderHero(routes: Record<string, Route>) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="Services content">
        <ContentRecordEditor record={hero} page="/service" />
      </AdminScreen>
    ),
    { api: { 'GET /service/hero': ok(published), ...routes } },
  ).api;
}

const region = () => within(screen.getByRole('region', { name: 'Service hero' }));

afterEach(() => jest.restoreAllMocks());

test('a record without a draft shows no badge and no draft buttons', async () => {
  renderHero({ 'GET /service/hero/draft': ok(null) });
  expect(await screen.findByText('Train hard')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Preview Service hero' })).toBeInTheDocument();
  expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publish draft of Service hero' })).not.toBeInTheDocument();
});

test('a pending draft shows its badge with time and author; the view stays published and Edit starts from the draft', async () => {
  renderHero({ 'GET /service/hero/draft': ok(draft) });
  expect(await region().findByText(badge)).toBeInTheDocument();
  expect(region().getByText('Train hard')).toBeInTheDocument();
  expect(region().getByRole('button', { name: 'Publish draft of Service hero' })).toHaveTextContent(
    'Publish draft',
  );
  expect(region().getByRole('button', { name: 'Discard draft of Service hero' })).toHaveTextContent(
    'Discard draft',
  );
  await userEvent.click(region().getByRole('button', { name: 'Edit Service hero' }));
  expect(screen.getByLabelText('Hero title')).toHaveValue('Train harder');
});

test('Save draft sends the form to PUT <record>/draft, closes the form and says so; visitors’ record is not saved', async () => {
  const api = renderHero({
    'GET /service/hero/draft': ok(null),
    'PUT /service/hero/draft': ok(draft),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Service hero' }));
  await userEvent.clear(screen.getByLabelText('Hero title'));
  await userEvent.type(screen.getByLabelText('Hero title'), 'Train harder');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Draft saved successfully');
  expect(screen.queryByLabelText('Hero title')).not.toBeInTheDocument();
  expect(region().getByText(badge)).toBeInTheDocument();
  expect(region().getByText('Train hard')).toBeInTheDocument();
  const form = sentForm(api.requests, 'PUT', '/service/hero/draft');
  expect(form.get('herotitle')).toBe('Train harder');
  expect(form.get('herodescription')).toBe('Every day');
  expect(api.callsTo('PUT', '/service/hero')).toEqual([]);
});

test('Save publishes at once, as before, and the draft the server discarded leaves the screen', async () => {
  const api = renderHero({
    'GET /service/hero/draft': ok(draft),
    'PUT /service/hero': ok(draft.fields),
  });
  await userEvent.click(await region().findByRole('button', { name: 'Edit Service hero' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Service hero updated successfully');
  expect(sentForm(api.requests, 'PUT', '/service/hero').get('herotitle')).toBe('Train harder');
  expect(screen.queryByText(badge)).not.toBeInTheDocument();
  expect(region().getByText('Train harder')).toBeInTheDocument();
});

test('Publish draft posts <record>/publish, shows the published record and says so', async () => {
  const api = renderHero({
    'GET /service/hero/draft': ok(draft),
    'POST /service/hero/publish': ok(draft.fields),
  });
  await userEvent.click(await region().findByRole('button', { name: 'Publish draft of Service hero' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Draft published successfully');
  expect(api.callsTo('POST', '/service/hero/publish')).toHaveLength(1);
  expect(region().getByText('Train harder')).toBeInTheDocument();
  expect(screen.queryByText(badge)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publish draft of Service hero' })).not.toBeInTheDocument();
});

test('a failed publish shows the server’s reason and keeps the draft', async () => {
  renderHero({
    'GET /service/hero/draft': ok(draft),
    'POST /service/hero/publish': failure(404, 'There is no draft of this record.'),
  });
  await userEvent.click(await region().findByRole('button', { name: 'Publish draft of Service hero' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no draft of this record.');
  expect(region().getByText(badge)).toBeInTheDocument();
});

test('Discard draft asks first; declining sends nothing, accepting deletes the draft and says so', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const api = renderHero({
    'GET /service/hero/draft': ok(draft),
    'DELETE /service/hero/draft': ok(null),
  });
  const discard = await region().findByRole('button', { name: 'Discard draft of Service hero' });
  await userEvent.click(discard);
  expect(confirm).toHaveBeenLastCalledWith('Discard this draft? The published version stays as it is.');
  expect(api.callsTo('DELETE', '/service/hero/draft')).toEqual([]);
  expect(region().getByText(badge)).toBeInTheDocument();

  await userEvent.click(discard);
  expect(await screen.findByText('Draft discarded successfully')).toBeInTheDocument();
  expect(api.callsTo('DELETE', '/service/hero/draft')).toHaveLength(1);
  expect(screen.queryByText(badge)).not.toBeInTheDocument();
  expect(region().getByText('Train hard')).toBeInTheDocument();
});

test('Preview posts the record’s page to /previews, opens the link in a new tab and shows it', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const link = { url: 'https://academy.test/service?preview=abc', expiresAt: '2026-11-27T16:05:00.000Z' };
  const api = renderHero({ 'GET /service/hero/draft': ok(draft), 'POST /previews': ok(link) });
  await userEvent.click(await region().findByRole('button', { name: 'Preview Service hero' }));

  expect(await region().findByRole('link', { name: link.url })).toHaveAttribute('href', link.url);
  expect(
    region().getByText(`Preview link, valid until ${formatDateTime(link.expiresAt)}:`),
  ).toBeInTheDocument();
  expect(api.callsTo('POST', '/previews').map((request) => request.body)).toEqual([{ path: '/service' }]);
  expect(open).toHaveBeenCalledWith(link.url, '_blank', 'noopener');
});

test('a failed preview says why', async () => {
  jest.spyOn(window, 'open');
  renderHero({ 'GET /service/hero/draft': ok(null), 'POST /previews': failure(500) });
  await userEvent.click(await region().findByRole('button', { name: 'Preview Service hero' }));
  expect(await region().findByRole('alert')).toHaveTextContent('Failed to create preview');
  expect(window.open).not.toHaveBeenCalled();
});

test('a home slot keeps its draft below its own path, with the slots’ save body', async () => {
  const slots: SectionSlots = {
    path: '/home/service',
    prefix: 'service',
    positions: [1, 2],
    body: sectionHero.body,
    record: sectionHero.record,
    fields: sectionHero.fields,
    imageField: sectionHero.fields.image,
    editor: { heading: 'Services', itemName: 'Service', loadError: 'Failed', saveError: 'Failed to save' },
  };
  const api = renderAdminScreen(
    () => (
      <AdminScreen title="Home content">
        <SlotsEditor slots={slots} page="/" />
      </AdminScreen>
    ),
    {
      api: {
        'GET /home/service': ok([{ ...published, position: 2 }]),
        'PUT /home/service/2/draft': ok({ ...draft, fields: { ...draft.fields, position: 2 } }),
      },
    },
  ).api;
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Service 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Draft saved successfully');
  expect(sentForm(api.requests, 'PUT', '/home/service/2/draft').get('position')).toBe('2');
  expect(screen.getByText(badge)).toBeInTheDocument();
});
