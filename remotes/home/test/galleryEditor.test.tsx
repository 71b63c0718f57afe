// First: it fills jsdom's gaps before the code under test loads.
import { failure, heldReply, imageFile, ok, sentForm, textFile } from '@academy/testing';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { region, renderAdminHome, writes } from './renderAdminHome';

const stored = [
  { _id: 'g1', imagePath: '/uploads/g1.webp', imagePathAlt: 'A bow before the bout' },
  { _id: 'g2', imagePath: '/uploads/g2.webp' },
];
const gallery = () => region('Gallery');
// The file dialog honours accept="image/*"; drag and drop and some browsers do not.
const user = () => userEvent.setup({ applyAccept: false });
const chooser = () => gallery().getByLabelText(/Add images/);
const shownImages = () =>
  within(gallery().getByRole('list', { name: 'Gallery images' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img')?.getAttribute('src'));

beforeEach(() => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

test('lists the stored images', async () => {
  await renderAdminHome({ 'GET /home/gallery': ok(stored) });
  // Named by what staff wrote of it; one nobody described has an empty alt.
  await gallery().findByRole('img', { name: 'A bow before the bout' });
  expect(shownImages()).toEqual(['/uploads/g1.webp', '/uploads/g2.webp']);
  expect(gallery().getByRole('listitem', { name: 'Gallery image 2' }).querySelector('img')).toHaveAttribute(
    'alt',
    '',
  );
  expect(chooser()).toHaveAttribute('multiple');
  expect(chooser()).toHaveAttribute('accept', 'image/*');
});

test('shows its load error', async () => {
  await renderAdminHome({ 'GET /home/gallery': failure(500) });
  expect(await gallery().findByRole('alert')).toHaveTextContent('Failed to load gallery images');
});

test('previews the chosen images and drops the files that are not images', async () => {
  await renderAdminHome();
  await user().upload(await gallery().findByLabelText(/Add images/), [
    imageFile('a.png'),
    textFile('b.txt'),
    imageFile('c.jpg', 'image/jpeg'),
  ]);
  expect(gallery().getByRole('alert')).toHaveTextContent('Some files were not images and were not selected');
  const previews = gallery().getAllByRole('img', { name: /^Selected:/ });
  expect(previews.map((img) => img.getAttribute('alt'))).toEqual(['Selected: a.png', 'Selected: c.jpg']);
});

test('more than 10 images at once selects none', async () => {
  await renderAdminHome();
  const eleven = Array.from({ length: 11 }, (_, i) => imageFile(`p${i}.png`));
  await user().upload(await gallery().findByLabelText(/Add images/), eleven);
  expect(gallery().getByRole('alert')).toHaveTextContent('You can upload a maximum of 10 images at a time');
  expect(gallery().queryByRole('img', { name: /^Selected:/ })).not.toBeInTheDocument();
});

test('Upload with nothing selected says so and sends nothing', async () => {
  const api = await renderAdminHome();
  await userEvent.click(await gallery().findByRole('button', { name: 'Upload' }));
  expect(gallery().getByRole('alert')).toHaveTextContent('No images to upload');
  expect(writes(api)).toEqual([]);
});

test('uploads the selection with progress and puts the new images on top', async () => {
  const held = heldReply();
  const added = [
    { _id: 'n1', imagePath: '/uploads/n1.webp' },
    { _id: 'n2', imagePath: '/uploads/n2.webp' },
  ];
  let uploaded = false;
  const api = await renderAdminHome({
    // The server lists the new images first once they are stored.
    'GET /home/gallery': () => ok(uploaded ? [...added, ...stored] : stored),
    'POST /home/gallery': async () => {
      const reply = await held.route();
      uploaded = true;
      return reply;
    },
  });
  const files = [imageFile('a.png'), imageFile('b.png')];
  await user().upload(await gallery().findByLabelText(/Add images/), files);
  await userEvent.click(gallery().getByRole('button', { name: 'Upload' }));
  // Refused until each picture is described or marked decorative, the first undescribed named.
  expect(gallery().getByRole('alert')).toHaveTextContent(
    'Describe the picture "Picture 1", or mark it decorative.',
  );
  expect(api.callsTo('POST', '/home/gallery')).toHaveLength(0);
  await userEvent.type(gallery().getByLabelText('Description of Picture 1'), 'Two students bow');
  await userEvent.click(gallery().getAllByLabelText('Decorative (it shows nothing a visitor needs)')[1]);
  await userEvent.click(gallery().getByRole('button', { name: 'Upload' }));

  const sent = sentForm(api.requests, 'POST', '/home/gallery');
  expect(sent.getAll('galleryImages')).toEqual(files);
  expect(sent.getAll('galleryImagesAlt')).toEqual(['Two students bow', '']);
  expect(sent.getAll('galleryImagesDecorative')).toEqual(['false', 'true']);
  api.requests.at(-1)!.reportUploadProgress(3, 4);
  expect(gallery().getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '75');

  held.release(ok(added));
  expect(await gallery().findByRole('status')).toHaveTextContent('Images uploaded successfully');
  expect(shownImages()).toEqual([
    '/uploads/n1.webp',
    '/uploads/n2.webp',
    '/uploads/g1.webp',
    '/uploads/g2.webp',
  ]);
  expect(gallery().queryByRole('img', { name: /^Selected:/ })).not.toBeInTheDocument();
  expect(gallery().queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a failed upload keeps the selection and shows the reason', async () => {
  await renderAdminHome({
    'POST /home/gallery': failure(415, 'Only JPEG, PNG, WebP and GIF images are accepted'),
  });
  await user().upload(await gallery().findByLabelText(/Add images/), [imageFile('a.png')]);
  await userEvent.type(gallery().getByLabelText('Description of Picture 1'), 'A kata at dusk');
  await userEvent.click(gallery().getByRole('button', { name: 'Upload' }));
  expect(await gallery().findByRole('alert')).toHaveTextContent(
    'Only JPEG, PNG, WebP and GIF images are accepted',
  );
  expect(gallery().getByRole('img', { name: 'Selected: a.png' })).toBeInTheDocument();
});

test('deletes an image after confirmation', async () => {
  let deleted = false;
  const api = await renderAdminHome({
    'GET /home/gallery': () => ok(deleted ? stored.slice(1) : stored),
    'DELETE /home/gallery/g1': () => {
      deleted = true;
      return ok(stored[0]);
    },
  });
  await userEvent.click(await gallery().findByRole('button', { name: 'Delete Gallery image 1' }));
  expect(window.confirm).toHaveBeenCalledWith('Delete this image?');
  await waitFor(() => expect(shownImages()).toEqual(['/uploads/g2.webp']));
  expect(writes(api).map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /home/gallery/g1']);
  // The list is read again, so what shows is what the server holds.
  expect(api.callsTo('GET', '/home/gallery')).toHaveLength(2);
});

test('a declined confirmation deletes nothing', async () => {
  jest.mocked(window.confirm).mockReturnValue(false);
  const api = await renderAdminHome({ 'GET /home/gallery': ok(stored) });
  await userEvent.click(await gallery().findByRole('button', { name: 'Delete Gallery image 1' }));
  expect(writes(api)).toEqual([]);
  expect(shownImages()).toHaveLength(2);
});

test.each([
  ['the server’s reason', failure(404, 'Gallery image not found'), 'Gallery image not found'],
  ['the fallback', failure(500), 'Failed to delete image'],
])('a failed delete shows %s and keeps the image', async (_case, reply, text) => {
  await renderAdminHome({ 'GET /home/gallery': ok(stored), 'DELETE /home/gallery/g2': reply });
  await userEvent.click(await gallery().findByRole('button', { name: 'Delete Gallery image 2' }));
  expect(await gallery().findByRole('alert')).toHaveTextContent(text);
  expect(shownImages()).toHaveLength(2);
});

test('a stored picture is described afterwards, and the gallery shows what was stored', async () => {
  const api = await renderAdminHome({
    'GET /home/gallery': ok(stored),
    'PUT /home/gallery/g2': (request) => ok({ ...stored[1], ...(request.body as object) }),
  });
  const second = within(await gallery().findByRole('listitem', { name: 'Gallery image 2' }));
  await userEvent.click(second.getByRole('button', { name: 'Save description of Gallery image 2' }));
  expect(gallery().getByRole('alert')).toHaveTextContent(
    'Describe the picture "Gallery image 2", or mark it decorative.',
  );
  expect(api.callsTo('PUT', '/home/gallery/g2')).toEqual([]);

  await userEvent.type(second.getByLabelText('Description of Gallery image 2'), ' Students line up ');
  await userEvent.click(second.getByRole('button', { name: 'Save description of Gallery image 2' }));
  expect(await gallery().findByRole('status')).toHaveTextContent('Gallery image 2 described successfully');
  expect(api.callsTo('PUT', '/home/gallery/g2')[0].body).toEqual({
    imagePathAlt: 'Students line up',
    imagePathDecorative: false,
  });
  expect(second.getByRole('img', { name: 'Students line up' })).toHaveAttribute('src', '/uploads/g2.webp');
});
