// First: it fills jsdom's gaps before the code under test loads.
import {
  failure,
  heldReply,
  imageFile,
  networkError,
  ok,
  renderAdminScreen,
  sentForm,
  type Route,
} from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type SectionHero,
  type SectionRecord,
  contentRecord,
  pictureAnswer,
  sectionHero,
} from '@academy/contracts';
import { AdminScreen, ContentRecordEditor } from '@academy/admin-kit';

const config = contentRecord('service', 'hero', sectionHero, {
  heading: 'Service hero',
  labels: { title: 'Hero title' },
  loadError: 'Failed to load service hero section',
  saved: 'Service hero updated successfully',
  saveError: 'Failed to update service hero',
});

const stored: SectionHero = {
  _id: 'h1',
  herotitle: 'Train hard',
  herodescription: 'Every day',
  heroimg: '/uploads/old.webp',
  ...pictureAnswer({}, 'heroimg'),
};

/** The editor on an admin screen, against the fake API's `routes`. */
function renderEditor(routes: Record<string, Route>, editor: SectionRecord = config) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="Services content">
        <ContentRecordEditor record={editor} page="/service" />
      </AdminScreen>
    ),
    { api: routes },
  ).api;
}

async function openEditor(routes: Record<string, Route>) {
  const api = renderEditor(routes);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Service hero' }));
  return api;
}

test('shows the stored record read-only once loaded, its picture described as staff wrote', async () => {
  renderEditor({ 'GET /service/hero': ok({ ...stored, heroimgAlt: 'Two students spar on the mat' }) });
  expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByText('Train hard')).toBeInTheDocument();
  expect(screen.getByText('Every day')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Two students spar on the mat' })).toHaveAttribute(
    'src',
    '/uploads/old.webp',
  );
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test.each([
  ['nobody described it', {}, 'Not described yet'],
  ['it is decorative', { heroimgAlt: '', heroimgDecorative: true }, 'Decorative'],
])('a stored picture has an empty alt, never its title, when %s', async (_case, picture, said) => {
  renderEditor({ 'GET /service/hero': ok({ ...stored, ...picture }) });
  expect(await screen.findByText('Train hard')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Service hero' }).querySelector('img')).toHaveAttribute(
    'alt',
    '',
  );
  expect(screen.getByText('Description of Image').nextElementSibling).toHaveTextContent(said);
});

test('shows its load error text inside its section', async () => {
  renderEditor({ 'GET /service/hero': failure(503, 'Database unavailable') });
  const section = await screen.findByRole('region', { name: 'Service hero' });
  expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load service hero section');
});

test('a record never saved opens an empty form', async () => {
  renderEditor({ 'GET /service/hero': ok(null) });
  expect(await screen.findByText('Nothing saved yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Service hero' }));
  expect(screen.getByLabelText('Hero title')).toHaveValue('');
});

test('Cancel restores the last saved values and leaves edit mode', async () => {
  const api = await openEditor({ 'GET /service/hero': ok(stored) });
  await userEvent.clear(screen.getByLabelText('Hero title'));
  await userEvent.type(screen.getByLabelText('Hero title'), 'Changed');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByLabelText('Hero title')).not.toBeInTheDocument();
  expect(screen.getByText('Train hard')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Service hero' }));
  expect(screen.getByLabelText('Hero title')).toHaveValue('Train hard');
  expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
});

test.each([
  ['title', 'Hero title'],
  ['description', 'Description'],
])('Save without a %s says both are required at the field and sends nothing', async (_field, label) => {
  const api = await openEditor({ 'GET /service/hero': ok(stored) });
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Title and description are required');
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Title and description are required');
  expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
});

test('Save sends the record’s fields and image, then shows the stored record and a green message', async () => {
  const held = heldReply();
  const api = await openEditor({ 'GET /service/hero': ok(stored), 'PUT /service/hero': held.route });
  await userEvent.clear(screen.getByLabelText('Hero title'));
  await userEvent.type(screen.getByLabelText('Hero title'), '  Be strong  ');
  const photo = imageFile('new.png');
  await userEvent.upload(screen.getByLabelText('Image'), photo);
  await userEvent.type(screen.getByLabelText('Description of Image'), 'A student bows to the class');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  api.requests.at(-1)!.reportUploadProgress(30, 100);
  expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '30');

  const form = sentForm(api.requests, 'PUT', '/service/hero');
  expect(form.get('herotitle')).toBe('Be strong');
  expect(form.get('herodescription')).toBe('Every day');
  expect(form.get('heroimg')).toBe(photo);

  held.release(
    ok({
      ...stored,
      herotitle: 'Be strong',
      heroimg: '/uploads/new.webp',
      heroimgAlt: 'A student bows to the class',
    }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Service hero updated successfully');
  expect(screen.getByRole('status')).toHaveClass('success');
  expect(screen.queryByLabelText('Hero title')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'A student bows to the class' })).toHaveAttribute(
    'src',
    '/uploads/new.webp',
  );
});

test('Save without a new image keeps the stored one (no image field sent)', async () => {
  const api = await openEditor({ 'GET /service/hero': ok(stored), 'PUT /service/hero': ok(stored) });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Service hero updated successfully');
  expect(sentForm(api.requests, 'PUT', '/service/hero').has('heroimg')).toBe(false);
});

test.each([
  [
    'the server’s reason',
    failure(400, 'herotitle must be at most 200 characters'),
    'herotitle must be at most 200 characters',
  ],
  ['the fallback when the server gives none', failure(500), 'Failed to update service hero'],
  ['axios’s words when there is no answer', networkError, 'Network Error'],
])('a failed save shows %s in red and stays in edit mode', async (_case, reply, text) => {
  await openEditor({ 'GET /service/hero': ok(stored), 'PUT /service/hero': reply });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(alert).toHaveClass('error');
  expect(screen.getByLabelText('Hero title')).toHaveValue('Train hard');
});

test('a status line can clear itself after a while (the About Us rule)', async () => {
  renderEditor(
    { 'GET /service/hero': ok(stored), 'PUT /service/hero': ok(stored) },
    { ...config, editor: { ...config.editor!, clearStatusAfterMs: 50 } },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Service hero' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Service hero updated successfully')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByText('Service hero updated successfully')).not.toBeInTheDocument(),
  );
});
