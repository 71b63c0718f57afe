// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, sentForm } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/runtime';
import {
  type MediaFile,
  type SectionHero,
  contentRecord,
  pictureAnswer,
  sectionHero,
} from '@academy/contracts';
import { AdminScreen, ContentRecordEditor } from '@academy/admin-kit';

// 'Choose from library' (issue 32, item 6): an image field takes a picture the site already
// stores, sent as its path instead of a second upload.

const config = contentRecord('service', 'hero', sectionHero, {
  heading: 'Service hero',
  loadError: 'Failed to load service hero section',
  saved: 'Service hero updated successfully',
  saveError: 'Failed to update service hero',
});

const stored: SectionHero = {
  _id: 'h1',
  herotitle: 'Train hard',
  herodescription: 'Every day',
  heroimg: '/uploads/old.webp',
  ...pictureAnswer({ heroimgAlt: 'The old hero' }, 'heroimg'),
};

const picture = (name: string, description: string, kind: MediaFile['kind'] = 'image'): MediaFile => ({
  name,
  path: `/uploads/${name}`,
  kind,
  served: true,
  size: 1000,
  width: 800,
  height: 600,
  description,
  decorative: false,
  storedAt: '2026-11-02T09:00:00.000Z',
  usages: [],
});
const LIBRARY = [
  picture('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-800x600-avif.webp', 'Students bowing'),
  picture('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.mp4', '', 'video'),
];

function renderEditor() {
  return renderAdminScreen(
    () => (
      <AdminScreen title="Services content">
        <ContentRecordEditor record={config} page="/service" />
      </AdminScreen>
    ),
    { api: { 'GET /service/hero': ok(stored), 'GET /media': ok(LIBRARY), 'PUT /service/hero': ok(stored) } },
  ).api;
}

afterEach(() => useSessionStore.setState({ user: null }));

test('an image field takes a picture from the library: previewed, described, and sent as its path', async () => {
  const user = userEvent.setup();
  const api = renderEditor();
  await user.click(await screen.findByRole('button', { name: 'Edit Service hero' }));
  expect(api.callsTo('GET', '/media')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Choose from library: Image' }));
  const library = await screen.findByRole('list', { name: 'Pictures in the library' });
  // Pictures only: a video cannot fill an image field.
  expect(within(library).getAllByRole('button')).toHaveLength(1);
  await user.click(within(library).getByRole('button', { name: 'Choose Students bowing' }));
  expect(screen.queryByRole('list', { name: 'Pictures in the library' })).not.toBeInTheDocument();
  expect(screen.getByText('Chosen from the library')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'The old hero' })).toHaveAttribute('src', LIBRARY[0].path);

  await user.clear(screen.getByRole('textbox', { name: 'Description of Image' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Describe the picture "Image", or mark it decorative.')).not.toHaveLength(
    0,
  );
  await user.type(screen.getByRole('textbox', { name: 'Description of Image' }), 'Students bowing');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Service hero updated successfully')).toBeInTheDocument();
  const form = sentForm(api.requests, 'PUT', '/service/hero');
  expect(form.get('heroimg')).toBe(LIBRARY[0].path);
  expect(form.get('heroimgAlt')).toBe('Students bowing');
});

test('an author’s image field offers no library (it is for editors and owners)', async () => {
  useSessionStore.setState({ user: { email: 'a@example.com', name: 'Author', role: 'author' } });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Service hero' }));
  expect(screen.getByRole('textbox', { name: 'Description of Image' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Choose from library: Image' })).not.toBeInTheDocument();
});
