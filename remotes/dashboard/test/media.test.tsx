// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, sentForm } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaFile, MediaReplacement } from '@academy/contracts';
import AdminMediaPage from '../admin/MediaPage';
import dashboard from '../section';

const HERO = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1600x900-avif.webp';
const OLD = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-800x600-avif.webp';
const NEW = 'cccccccccccccccccccccccccccccccc-1200x800-avif.webp';

const hero: MediaFile = {
  name: HERO,
  path: `/uploads/${HERO}`,
  kind: 'image',
  size: 86_000,
  served: true,
  width: 1600,
  height: 900,
  description: 'Children bowing on the mat',
  decorative: false,
  storedAt: '2026-11-02T09:00:00.000Z',
  usages: [
    { section: 'Home', record: 'Hero section', field: 'Hero image', adminPath: '/admin/home', only: null },
    { section: 'About', record: 'Hero section', field: 'Image', adminPath: '/admin/about', only: null },
  ],
};
const old: MediaFile = {
  ...hero,
  name: OLD,
  path: `/uploads/${OLD}`,
  size: 900,
  width: 800,
  height: 600,
  description: '',
  usages: [
    {
      section: 'Home',
      record: 'Hero section',
      field: 'Hero image',
      adminPath: '/admin/home',
      only: 'history',
    },
  ],
};
const unused: MediaFile = { ...old, name: NEW, path: `/uploads/${NEW}`, usages: [] };

/** The screen against a server that keeps the files: a write changes what the next GET answers. */
function renderMedia() {
  let files = [hero, old, unused];
  return renderAdminScreen(AdminMediaPage, {
    path: '/admin/media',
    api: {
      'GET /media': () => ok(files),
      'GET /media?filter=unused': () => ok(files.filter((file) => file.usages.every((usage) => usage.only))),
      'GET /media?filter=undescribed': () => ok(files.filter((file) => !file.description)),
      [`POST /media/${HERO}/replace`]: () => {
        const replaced = { ...hero, name: NEW, path: `/uploads/${NEW}`, description: 'The new hero' };
        files = [
          replaced,
          { ...hero, usages: hero.usages.map((usage) => ({ ...usage, only: 'history' as const })) },
        ];
        const answer: MediaReplacement = { file: replaced, saved: hero.usages };
        return ok(answer);
      },
      [`DELETE /media/${NEW}`]: () => {
        files = files.filter((file) => file.name !== NEW);
        return ok({ name: NEW });
      },
    },
  }).api;
}

const card = (name: string) =>
  within(
    within(screen.getByRole('list', { name: 'Pictures and videos' }))
      .getByRole('heading', { level: 3, name })
      .closest('li')!,
  );

test('is a screen of the dashboard section, in the sidebar as Media, for editors and owners', () => {
  expect(dashboard.screens).toContainEqual({ path: 'media', expose: 'MediaPage', label: 'Media' });
});

test('lists every file with its preview, size, dimensions, description and where it is used', async () => {
  renderMedia();
  await screen.findByRole('list', { name: 'Pictures and videos' });
  const heroCard = card(HERO);
  expect(heroCard.getByRole('img', { name: 'Children bowing on the mat' })).toHaveAttribute(
    'src',
    `/uploads/${HERO}`,
  );
  expect(heroCard.getByText('Picture, 1600 × 900, 84 KB')).toBeInTheDocument();
  expect(heroCard.getByRole('link', { name: 'Home › Hero section, Hero image' })).toHaveAttribute(
    'href',
    '/admin/home',
  );
  expect(heroCard.getByRole('link', { name: 'About › Hero section, Image' })).toHaveAttribute(
    'href',
    '/admin/about',
  );
  expect(heroCard.queryByRole('button', { name: `Delete ${HERO}` })).not.toBeInTheDocument();

  const oldCard = card(OLD);
  expect(oldCard.getByText('No description')).toBeInTheDocument();
  expect(oldCard.getByText('Picture, 800 × 600, 900 B')).toBeInTheDocument();
  expect(
    oldCard.getByRole('link', { name: 'Home › Hero section, Hero image (only in its history)' }),
  ).toBeInTheDocument();
  // Nothing uses it now: nothing to replace.
  expect(oldCard.queryByRole('button', { name: `Replace ${OLD} everywhere` })).not.toBeInTheDocument();
  expect(card(NEW).getByText('Not used anywhere.')).toBeInTheDocument();
});

test('filters the unused and the undescribed files', async () => {
  const user = userEvent.setup();
  renderMedia();
  await screen.findByRole('list', { name: 'Pictures and videos' });
  await user.click(screen.getByRole('radio', { name: 'Unused' }));
  expect(await screen.findByRole('heading', { level: 3, name: OLD })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3, name: HERO })).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Undescribed' }));
  expect(await screen.findByRole('heading', { level: 3, name: NEW })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3, name: HERO })).not.toBeInTheDocument();
});

test('replaces a picture everywhere with a described new one, and says where', async () => {
  const user = userEvent.setup();
  const api = renderMedia();
  await screen.findByRole('list', { name: 'Pictures and videos' });
  await user.click(card(HERO).getByRole('button', { name: `Replace ${HERO} everywhere` }));
  const form = within(screen.getByRole('region', { name: `Replace ${HERO} everywhere` }));
  expect(
    form.getByText(
      'The new file is saved in all 2 records using this one; each keeps the old one in its history.',
    ),
  ).toBeInTheDocument();

  await user.click(form.getByRole('button', { name: 'Replace everywhere' }));
  expect(form.getByText('Choose the new file.')).toBeInTheDocument();
  const file = new File(['png'], 'new.png', { type: 'image/png' });
  await user.upload(form.getByLabelText('New file'), file);
  await user.click(form.getByRole('button', { name: 'Replace everywhere' }));
  expect(form.getByText('Describe the picture "New file", or mark it decorative.')).toBeInTheDocument();
  expect(api.callsTo('POST', `/media/${HERO}/replace`)).toHaveLength(0);

  await user.type(form.getByRole('textbox', { name: /Description/ }), 'The new hero');
  await user.click(form.getByRole('button', { name: 'Replace everywhere' }));
  expect(await screen.findByText('Replaced in 2 places.')).toBeInTheDocument();
  const sent = sentForm(api.requests, 'POST', `/media/${HERO}/replace`);
  expect(sent.get('file')).toBeInstanceOf(File);
  expect(sent.get('fileAlt')).toBe('The new hero');
  expect(sent.get('fileDecorative')).toBe('false');
  expect(screen.queryByRole('region', { name: `Replace ${HERO} everywhere` })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 3, name: NEW })).toBeInTheDocument();
});

test('deletes an unused file to the trash; a file something still uses, if only its history, offers no Delete', async () => {
  const user = userEvent.setup();
  const api = renderMedia();
  await screen.findByRole('list', { name: 'Pictures and videos' });
  expect(card(OLD).queryByRole('button', { name: `Delete ${OLD}` })).not.toBeInTheDocument();
  await user.click(card(NEW).getByRole('button', { name: `Delete ${NEW}` }));
  expect(await screen.findByText(`${NEW} moved to the trash.`)).toBeInTheDocument();
  expect(api.callsTo('DELETE', `/media/${NEW}`)).toHaveLength(1);
  expect(screen.queryByRole('heading', { level: 3, name: NEW })).not.toBeInTheDocument();
});

test('shows no preview of a file kept aside with the trash, which the site does not serve', async () => {
  const aside: MediaFile = {
    ...old,
    served: false,
    usages: [{ ...old.usages[0], only: 'trash' }],
  };
  renderAdminScreen(AdminMediaPage, { path: '/admin/media', api: { 'GET /media': ok([hero, aside]) } });
  await screen.findByRole('list', { name: 'Pictures and videos' });
  expect(card(OLD).getByText('In the trash: no preview')).toBeInTheDocument();
  expect(card(OLD).queryByRole('img')).not.toBeInTheDocument();
  expect(card(HERO).getByRole('img', { name: 'Children bowing on the mat' })).toBeInTheDocument();
});
