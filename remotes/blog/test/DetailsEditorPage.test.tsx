// First: it fills jsdom's gaps before the code under test loads.
import {
  failure,
  heldReply,
  imageFile,
  ok,
  renderAdminScreen,
  sentForm,
  textFile,
  type Route,
} from '@academy/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAVED_CHANGES_PROMPT, formatDateTime, moveItem } from '@academy/admin-kit';
import type { DetailedBlog } from '../schemas';
import DetailsEditorPage from '../admin/DetailsEditorPage';
import { DETAILS_TEXTS } from '../admin/features/details/detailsTexts';
import { selectMediaFiles } from '../admin/features/details/selectMediaFiles';

const blog = {
  _id: 'b1',
  blogtitle: 'Preparing for Your First Grading',
  blogdescription: 'What the examiners look for.',
  blogimg: '',
  createdAt: '2026-03-05T12:00:00.000Z',
};
const detailed: DetailedBlog = {
  _id: 'd1',
  blogId: 'b1',
  subtitle: 'A plan',
  subDescription: 'How students prepare',
  content: 'First.\nSecond.',
  media: [
    {
      _id: 'm2',
      type: 'video',
      url: '/uploads/kata.webm',
      caption: '',
      position: 1,
      urlAlt: '',
      urlDecorative: false,
    },
    {
      _id: 'm1',
      type: 'image',
      url: '/uploads/belts.webp',
      caption: 'New belts',
      position: 0,
      urlAlt: 'Coloured belts folded on a bench',
      urlDecorative: false,
    },
  ],
};
const videoFile = (name = 'kata.mp4') => imageFile(name, 'video/mp4');

async function renderEditor(routes: Record<string, Route>, id = 'b1') {
  const rendered = renderAdminScreen(DetailsEditorPage, {
    api: { 'GET /blog/blogs/b1': ok(blog), ...routes },
    path: '/admin/blogs/:id/details',
    url: `/admin/blogs/${id}/details`,
  });
  await screen.findByRole('heading', { level: 1, name: 'Blog details' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return rendered;
}

const editor = () => within(screen.getByRole('region', { name: 'Detailed content' }));
const lastStatus = async (name: 'status' | 'alert', text: string) =>
  expect((await editor().findAllByRole(name)).some((element) => element.textContent === text)).toBe(true);
const mediaOrder = () =>
  within(screen.getByRole('list', { name: 'Media order' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const sentUpdates = (api: { requests: Parameters<typeof sentForm>[0] }) =>
  JSON.parse(String(sentForm(api.requests, 'PUT', '/blog/detailed/d1').get('mediaUpdates')));

afterEach(() => jest.restoreAllMocks());

test('without a blog id it says Blog ID is required and calls nothing', async () => {
  const { api } = await renderEditor({}, '%20');
  expect(screen.getByRole('alert')).toHaveTextContent('Blog ID is required');
  expect(api.requests).toEqual([]);
});

test('create mode: none found, content required, then a create with media switches to update mode', async () => {
  const created = { ...detailed, media: [] };
  const { api } = await renderEditor({
    'GET /blog/detailed/b1': failure(404, 'This blog has no detailed content.'),
    'POST /blog/detailed': ok({ ...created, media: detailed.media }),
  });
  expect(editor().getByRole('alert')).toHaveTextContent('No detailed content found. You can create one.');
  expect(editor().getByText('Preparing for Your First Grading')).toBeInTheDocument();
  expect(editor().queryByRole('button', { name: 'Delete all detailed content' })).not.toBeInTheDocument();

  await userEvent.click(editor().getByRole('button', { name: 'Create detailed content' }));
  expect(editor().getByLabelText('Main content')).toHaveAttribute('aria-invalid', 'true');
  await lastStatus('alert', 'Content is required');
  expect(api.callsTo('POST', '/blog/detailed')).toEqual([]);

  await userEvent.type(editor().getByLabelText('Subtitle'), 'A plan');
  await userEvent.type(editor().getByLabelText('Main content'), 'First.{Enter}Second.');
  await userEvent.upload(editor().getByLabelText('Add media'), [imageFile('belts.png'), videoFile()]);
  const selected = within(editor().getByRole('list', { name: 'Selected media' }));
  expect(selected.getByRole('img', { name: 'Selected: belts.png' })).toBeInTheDocument();
  expect(selected.getByLabelText('Selected: kata.mp4').tagName).toBe('VIDEO');
  // A picture asks for its description like every other; a video has its caption.
  expect(selected.queryByLabelText('Description of New media 2')).not.toBeInTheDocument();

  await userEvent.click(editor().getByRole('button', { name: 'Create detailed content' }));
  await lastStatus('alert', 'Describe the picture "New media 1", or mark it decorative.');
  expect(api.callsTo('POST', '/blog/detailed')).toEqual([]);
  await userEvent.type(selected.getByLabelText('Description of New media 1'), ' Belts on a bench ');
  await userEvent.click(editor().getByRole('button', { name: 'Create detailed content' }));
  await lastStatus('status', 'Detailed content created successfully');
  const form = sentForm(api.requests, 'POST', '/blog/detailed');
  expect(form.get('blogId')).toBe('b1');
  expect(form.get('subtitle')).toBe('A plan');
  expect(form.get('content')).toBe('First.\nSecond.');
  expect(form.getAll('media').map((file) => (file as File).name)).toEqual(['belts.png', 'kata.mp4']);
  // Beside each file, in the order of the files.
  expect(form.getAll('mediaAlt')).toEqual(['Belts on a bench', '']);
  expect(form.getAll('mediaDecorative')).toEqual(['false', 'false']);
  expect(form.has('mediaUpdates')).toBe(false);

  expect(editor().getByRole('button', { name: 'Delete all detailed content' })).toBeInTheDocument();
  expect(mediaOrder()).toEqual(['Image 1', 'Video 2']);
  expect(screen.queryByText(DETAILS_TEXTS.noneFound)).not.toBeInTheDocument();
});

test('update mode: media reordered by keyboard and by drag and drop, captioned, saved in one PUT', async () => {
  const { api } = await renderEditor({
    'GET /blog/detailed/b1': ok(detailed),
    'PUT /blog/detailed/d1': ok(detailed),
  });
  expect(editor().getByLabelText('Main content')).toHaveValue('First.\nSecond.');
  expect(mediaOrder()).toEqual(['Image 1', 'Video 2']);
  const video = within(screen.getByRole('listitem', { name: 'Video 2' }));
  expect(video.getByLabelText('Video 2').tagName).toBe('VIDEO');
  expect(video.getByLabelText('Video 2')).toHaveAttribute('preload', 'metadata');

  await userEvent.click(editor().getByRole('button', { name: 'Move Video 2 up' }));
  expect(mediaOrder()).toEqual(['Video 2', 'Image 1']);
  expect(screen.getByText('Video 2 moved to position 1 of 2.')).toBeInTheDocument();
  await userEvent.click(editor().getByRole('button', { name: 'Move Video 2 up' }));
  expect(screen.getByText('Video 2 is already first.')).toBeInTheDocument();

  // Dragging the image's handle onto the video puts the image first again.
  const handle = within(screen.getByRole('listitem', { name: 'Image 1' })).getByTestId('drag-handle');
  const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(handle, { dataTransfer });
  fireEvent.dragOver(screen.getByRole('listitem', { name: 'Video 2' }), { dataTransfer });
  fireEvent.drop(screen.getByRole('listitem', { name: 'Video 2' }), { dataTransfer });
  expect(mediaOrder()).toEqual(['Image 1', 'Video 2']);

  await userEvent.click(editor().getByRole('button', { name: 'Move Image 1 down' }));
  await userEvent.type(editor().getByLabelText('Caption for Video 2'), '  The kata ');
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  await lastStatus('status', 'Detailed content updated successfully');
  expect(sentUpdates(api)).toEqual([
    { _id: 'm2', position: 0, caption: 'The kata' },
    {
      _id: 'm1',
      position: 1,
      caption: 'New belts',
      urlAlt: 'Coloured belts folded on a bench',
      urlDecorative: false,
    },
  ]);
  expect(sentForm(api.requests, 'PUT', '/blog/detailed/d1').get('content')).toBe('First.\nSecond.');
});

test('a stored picture’s description and decorative choice are changed and saved with the media', async () => {
  const { api } = await renderEditor({
    'GET /blog/detailed/b1': ok(detailed),
    'PUT /blog/detailed/d1': ok(detailed),
  });
  const image = within(screen.getByRole('listitem', { name: 'Image 1' }));
  expect(image.getByLabelText('Description of Image 1')).toHaveValue('Coloured belts folded on a bench');
  const video = within(screen.getByRole('listitem', { name: 'Video 2' }));
  expect(video.queryByLabelText('Description of Video 2')).not.toBeInTheDocument();
  await userEvent.click(image.getByLabelText('Decorative (it shows nothing a visitor needs)'));
  // A change of a description alone is a change to save (and no draft can hold it).
  expect(editor().getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  await lastStatus('status', 'Detailed content updated successfully');
  expect(sentUpdates(api)[0]).toEqual({
    _id: 'm1',
    position: 0,
    caption: 'New belts',
    urlAlt: '',
    urlDecorative: true,
  });
});

test('a chosen picture marked decorative is sent as such, the others in the order of the files', async () => {
  const { api } = await renderEditor({
    'GET /blog/detailed/b1': ok(detailed),
    'PUT /blog/detailed/d1': ok(detailed),
  });
  await userEvent.upload(editor().getByLabelText('Add media'), [
    imageFile('a.png'),
    videoFile(),
    imageFile('c.png'),
  ]);
  const selected = within(editor().getByRole('list', { name: 'Selected media' }));
  await userEvent.type(selected.getByLabelText('Description of New media 1'), 'A bow');
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  await lastStatus('alert', 'Describe the picture "New media 3", or mark it decorative.');
  const third = within(selected.getByRole('listitem', { name: 'New media 3' }));
  await userEvent.click(third.getByLabelText('Decorative (it shows nothing a visitor needs)'));
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  await lastStatus('status', 'Detailed content updated successfully');
  const form = sentForm(api.requests, 'PUT', '/blog/detailed/d1');
  expect(form.getAll('mediaAlt')).toEqual(['A bow', '', '']);
  expect(form.getAll('mediaDecorative')).toEqual(['false', 'false', 'true']);
});

test.each([
  ['with new media and no reason from the server', 'Failed to upload media', true, failure(500)],
  ['without media and no reason from the server', 'Failed to save content', false, failure(500)],
  [
    'with the server’s reason',
    'Only images and MP4 or WebM videos are accepted.',
    true,
    failure(415, 'Only images and MP4 or WebM videos are accepted.'),
  ],
])('a failed save %s says %p', async (_when, message, withMedia, reply) => {
  await renderEditor({ 'GET /blog/detailed/b1': ok(detailed), 'PUT /blog/detailed/d1': reply });
  await userEvent.type(editor().getByLabelText('Subtitle'), '!');
  if (withMedia) await userEvent.upload(editor().getByLabelText('Add media'), videoFile());
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  await lastStatus('alert', message);
  expect(editor().getByLabelText('Subtitle')).toHaveValue('A plan!');
});

test('the upload shows its progress while it runs', async () => {
  const held = heldReply();
  const { api } = await renderEditor({
    'GET /blog/detailed/b1': ok(detailed),
    'PUT /blog/detailed/d1': held.route,
  });
  await userEvent.upload(editor().getByLabelText('Add media'), videoFile());
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  expect(editor().getByRole('button', { name: 'Saving...' })).toBeDisabled();
  api.callsTo('PUT', '/blog/detailed/d1')[0].reportUploadProgress(40, 100);
  expect(await editor().findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'value',
    '40',
  );
  await act(async () => held.release(ok(detailed)));
  await lastStatus('status', 'Detailed content updated successfully');
});

test('a media item is deleted after a confirmation; a failure says so', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const { api } = await renderEditor({
    'GET /blog/detailed/b1': ok(detailed),
    'DELETE /blog/detailed/d1/media/m2': ok({ ...detailed, media: [detailed.media[1]] }),
    'DELETE /blog/detailed/d1/media/m1': failure(500),
  });
  await userEvent.type(editor().getByLabelText('Caption for Image 1'), '!');
  await userEvent.click(editor().getByRole('button', { name: 'Delete Video 2' }));
  expect(confirm).toHaveBeenCalledWith('Delete this media item?');
  await lastStatus('status', 'Media item deleted successfully');
  expect(mediaOrder()).toEqual(['Image 1']);
  // The caption typed before is still there, to be saved.
  expect(editor().getByLabelText('Caption for Image 1')).toHaveValue('New belts!');

  await userEvent.click(editor().getByRole('button', { name: 'Delete Image 1' }));
  await lastStatus('alert', 'Failed to delete media item');
  expect(api.callsTo('DELETE', '/blog/detailed/d1/media/m1')).toHaveLength(1);
});

test('delete all goes back to create mode; a failure says so', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await renderEditor({ 'GET /blog/detailed/b1': ok(detailed), 'DELETE /blog/detailed/d1': failure(500) });
  await userEvent.click(editor().getByRole('button', { name: 'Delete all detailed content' }));
  expect(window.confirm).toHaveBeenCalledWith(DETAILS_TEXTS.deleteConfirm);
  await lastStatus('alert', 'Failed to delete detailed content');
});

test('a successful delete all empties the form into create mode', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await renderEditor({ 'GET /blog/detailed/b1': ok(detailed), 'DELETE /blog/detailed/d1': ok(detailed) });
  await userEvent.click(editor().getByRole('button', { name: 'Delete all detailed content' }));
  await lastStatus('status', 'Detailed content deleted successfully');
  expect(editor().getByLabelText('Main content')).toHaveValue('');
  expect(editor().getByRole('button', { name: 'Create detailed content' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Media order' })).not.toBeInTheDocument();
});

test.each([
  [
    'the server’s reason',
    failure(503, 'The database is unavailable right now.'),
    'The database is unavailable right now.',
  ],
  ['no reason', failure(500), 'Failed to load detailed content'],
])('a load failure other than none found shows %s', async (_what, reply, message) => {
  await renderEditor({ 'GET /blog/detailed/b1': reply });
  expect(editor().getByRole('alert')).toHaveTextContent(message);
  expect(editor().queryByLabelText('Main content')).not.toBeInTheDocument();
});

test('leaving with unsaved changes asks first; Discard changes restores the stored content', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const { router } = await renderEditor({ 'GET /blog/detailed/b1': ok(detailed) });
  await userEvent.click(editor().getByRole('button', { name: 'Move Video 2 up' }));
  await userEvent.click(editor().getByRole('link', { name: 'Back to blogs' }));
  expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
  expect(router.state.location.pathname).toBe('/admin/blogs/b1/details');

  confirm.mockReturnValue(true);
  await userEvent.click(editor().getByRole('button', { name: 'Discard changes' }));
  expect(mediaOrder()).toEqual(['Image 1', 'Video 2']);
  expect(editor().getByRole('button', { name: 'Discard changes' })).toBeDisabled();
});

test('files that are not images or MP4/WebM videos are dropped with a message', async () => {
  await renderEditor({ 'GET /blog/detailed/b1': ok(detailed) });
  await userEvent.upload(editor().getByLabelText('Add media'), [textFile(), imageFile('ok.png')], {
    applyAccept: false,
  });
  await lastStatus('alert', DETAILS_TEXTS.notMedia);
  const selected = within(editor().getByRole('list', { name: 'Selected media' }));
  expect(selected.getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(selected.getByRole('button', { name: 'Remove ok.png' }));
  expect(editor().queryByRole('list', { name: 'Selected media' })).not.toBeInTheDocument();
});

describe('choosing media files', () => {
  const big = (name: string, type: string, size: number) => imageFile(name, type, size);
  it.each([
    [3, '', [imageFile('a.png'), videoFile('b.mp4'), imageFile('c.webm', 'video/webm')]],
    [1, DETAILS_TEXTS.notMedia, [imageFile('a.png'), textFile()]],
    [0, DETAILS_TEXTS.notMedia, [imageFile('logo.svg', 'image/svg+xml')]],
    [0, DETAILS_TEXTS.notMedia, [imageFile('mov.mov', 'video/quicktime')]],
    [
      1,
      DETAILS_TEXTS.tooLarge,
      [big('huge.png', 'image/png', 6 * 1024 * 1024), big('ok.mp4', 'video/mp4', 6 * 1024 * 1024)],
    ],
    [0, DETAILS_TEXTS.tooMany, Array.from({ length: 11 }, (_, i) => imageFile(`${i}.png`))],
  ])('keeps %p of the chosen files and says %p', (kept, message, chosen) => {
    expect(selectMediaFiles([], chosen as File[])).toEqual({ files: expect.any(Array), message });
    expect(selectMediaFiles([], chosen as File[]).files).toHaveLength(kept);
  });

  it('adds to what was chosen before, up to 10 in all', () => {
    const before = Array.from({ length: 9 }, (_, i) => imageFile(`${i}.png`));
    expect(selectMediaFiles(before, [imageFile('x.png')]).files).toHaveLength(10);
    expect(selectMediaFiles(before, [imageFile('x.png'), imageFile('y.png')])).toEqual({
      files: before,
      message: DETAILS_TEXTS.tooMany,
    });
  });
});

test('moveItem keeps the target within the list', () => {
  expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
  expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
});

describe('unsaved text kept in the browser', () => {
  const KEPT = 'academy.unsaved:/blog/detailed/b1';

  async function typeAndLeave() {
    const { unmount } = await renderEditor({ 'GET /blog/detailed/b1': ok(detailed) });
    await userEvent.type(screen.getByLabelText('Subtitle'), ' for May');
    await waitFor(() => expect(localStorage.getItem(KEPT)).toContain('A plan for May'));
    unmount();
  }

  test('is offered when the editor opens again; Restore fills the texts, and a save forgets it', async () => {
    await typeAndLeave();
    const { api } = await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'PUT /blog/detailed/d1': ok(detailed),
    });
    const offer = within(screen.getByRole('group', { name: 'Unsaved changes' }));
    expect(offer.getByText(/^Restore unsaved changes from .+\?$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Subtitle')).toHaveValue('A plan');
    await userEvent.click(offer.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Subtitle')).toHaveValue('A plan for May');

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await lastStatus('status', DETAILS_TEXTS.updated);
    expect(sentForm(api.requests, 'PUT', '/blog/detailed/d1').get('subtitle')).toBe('A plan for May');
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  test('Discard changes forgets it too, so the fresh form offers nothing', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await renderEditor({ 'GET /blog/detailed/b1': ok(detailed) });
    await userEvent.type(screen.getByLabelText('Subtitle'), ' for May');
    await waitFor(() => expect(localStorage.getItem(KEPT)).toContain('A plan for May'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Subtitle')).toHaveValue('A plan');
    expect(screen.queryByRole('group', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(localStorage.getItem(KEPT)).toBeNull();
  });
});

describe('drafts of the texts', () => {
  const draft = {
    at: '2026-11-26T16:05:00.000Z',
    by: 'Admin',
    fields: { ...detailed, subtitle: 'A plan for May', content: 'Drafted.' },
  };
  const badge = `Draft saved ${formatDateTime(draft.at)} by Admin`;
  const published = { ...detailed, subtitle: 'A plan for May', content: 'Drafted.' };

  test('without a draft there is no badge; Save draft and Preview only once the content exists', async () => {
    await renderEditor({ 'GET /blog/detailed/b1': ok(detailed) });
    expect(screen.queryByText(/^Draft saved/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /draft of detailed content/ })).not.toBeInTheDocument();
    expect(editor().getByRole('button', { name: 'Save draft' })).toBeEnabled();
    expect(editor().getByRole('button', { name: 'Preview detailed content' })).toBeInTheDocument();
    expect(editor().getByLabelText('Subtitle')).toHaveValue('A plan');
  });

  test('create mode has no draft: no Save draft, no Preview, no draft asked for', async () => {
    const { api } = await renderEditor({
      'GET /blog/detailed/b1': failure(404, 'This blog has no detailed content.'),
    });
    expect(editor().queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(editor().queryByRole('button', { name: 'Preview detailed content' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.endsWith('/draft'))).toEqual([]);
  });

  test('a pending draft shows its badge with Publish draft and Discard draft, and the form starts from its texts', async () => {
    await renderEditor({ 'GET /blog/detailed/b1': ok(detailed), 'GET /blog/detailed/d1/draft': ok(draft) });
    expect(editor().getByText(badge)).toBeInTheDocument();
    expect(editor().getByRole('button', { name: 'Publish draft of detailed content' })).toHaveTextContent(
      'Publish draft',
    );
    expect(editor().getByRole('button', { name: 'Discard draft of detailed content' })).toHaveTextContent(
      'Discard draft',
    );
    expect(editor().getByLabelText('Subtitle')).toHaveValue('A plan for May');
    expect(editor().getByLabelText('Sub-description')).toHaveValue('How students prepare');
    expect(editor().getByLabelText('Main content')).toHaveValue('Drafted.');
    // Starting from the draft is not an unsaved change.
    expect(editor().getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  test('Save draft sends the texts as JSON to PUT …/draft, saves nothing else and shows the draft', async () => {
    const { api } = await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'PUT /blog/detailed/d1/draft': ok(draft),
    });
    await userEvent.clear(editor().getByLabelText('Main content'));
    await userEvent.click(editor().getByRole('button', { name: 'Save draft' }));
    await lastStatus('alert', 'Content is required');
    expect(api.callsTo('PUT', '/blog/detailed/d1/draft')).toEqual([]);

    await userEvent.type(editor().getByLabelText('Subtitle'), ' for May ');
    await userEvent.type(editor().getByLabelText('Main content'), 'Drafted.');
    await userEvent.click(editor().getByRole('button', { name: 'Save draft' }));
    await lastStatus('status', 'Draft saved successfully');
    expect(api.callsTo('PUT', '/blog/detailed/d1/draft').map((request) => request.body)).toEqual([
      { subtitle: 'A plan for May', subDescription: 'How students prepare', content: 'Drafted.' },
    ]);
    expect(api.callsTo('PUT', '/blog/detailed/d1')).toEqual([]);
    expect(editor().getByText(badge)).toBeInTheDocument();
    expect(editor().getByLabelText('Main content')).toHaveValue('Drafted.');
    expect(editor().getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  test('a refused draft keeps the form and says why', async () => {
    await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'PUT /blog/detailed/d1/draft': failure(500),
    });
    await userEvent.type(editor().getByLabelText('Subtitle'), '!');
    await userEvent.click(editor().getByRole('button', { name: 'Save draft' }));
    await lastStatus('alert', 'Failed to save draft');
    expect(editor().getByLabelText('Subtitle')).toHaveValue('A plan!');
  });

  test('Save draft is held back while media changes are pending, and says why', async () => {
    const hint = 'Media changes are saved with Save changes; drafts keep the texts only.';
    await renderEditor({ 'GET /blog/detailed/b1': ok(detailed) });
    const saveDraft = editor().getByRole('button', { name: 'Save draft' });
    expect(editor().queryByText(hint)).not.toBeInTheDocument();

    await userEvent.click(editor().getByRole('button', { name: 'Move Video 2 up' }));
    expect(saveDraft).toBeDisabled();
    expect(saveDraft).toHaveAccessibleDescription(hint);
    await userEvent.click(editor().getByRole('button', { name: 'Move Video 2 down' }));
    expect(saveDraft).toBeEnabled();

    await userEvent.type(editor().getByLabelText('Caption for Image 1'), '!');
    expect(saveDraft).toBeDisabled();
    await userEvent.type(editor().getByLabelText('Caption for Image 1'), '{Backspace}');
    expect(saveDraft).toBeEnabled();

    await userEvent.upload(editor().getByLabelText('Add media'), videoFile());
    expect(saveDraft).toBeDisabled();
    expect(editor().getByText(hint)).toBeInTheDocument();
    await userEvent.click(editor().getByRole('button', { name: 'Remove kata.mp4' }));
    expect(saveDraft).toBeEnabled();
    expect(editor().queryByText(hint)).not.toBeInTheDocument();
  });

  test('Publish draft posts …/publish, says so and shows the published texts without a badge', async () => {
    const { api } = await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'GET /blog/detailed/d1/draft': ok(draft),
      'POST /blog/detailed/d1/publish': ok(published),
    });
    await userEvent.click(editor().getByRole('button', { name: 'Publish draft of detailed content' }));
    await lastStatus('status', 'Draft published successfully');
    expect(api.callsTo('POST', '/blog/detailed/d1/publish')).toHaveLength(1);
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
    expect(editor().getByLabelText('Main content')).toHaveValue('Drafted.');
    expect(editor().getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  test('a failed publish says why and keeps the draft', async () => {
    await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'GET /blog/detailed/d1/draft': ok(draft),
      'POST /blog/detailed/d1/publish': failure(404, 'There is no draft of this record.'),
    });
    await userEvent.click(editor().getByRole('button', { name: 'Publish draft of detailed content' }));
    await lastStatus('alert', 'There is no draft of this record.');
    expect(editor().getByText(badge)).toBeInTheDocument();
  });

  test('Discard draft asks first, deletes the draft and starts the form again from the published texts', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { api } = await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'GET /blog/detailed/d1/draft': ok(draft),
      'DELETE /blog/detailed/d1/draft': ok(null),
    });
    const discard = editor().getByRole('button', { name: 'Discard draft of detailed content' });
    await userEvent.click(discard);
    expect(confirm).toHaveBeenLastCalledWith('Discard this draft? The published version stays as it is.');
    expect(api.callsTo('DELETE', '/blog/detailed/d1/draft')).toEqual([]);

    await userEvent.click(discard);
    // The kit's sentence, shown as every editor shows it (its tone is the status line's concern).
    expect(await editor().findByText('Draft discarded successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/blog/detailed/d1/draft')).toHaveLength(1);
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
    expect(editor().getByLabelText('Subtitle')).toHaveValue('A plan');
    expect(editor().getByLabelText('Main content')).toHaveValue('First.\nSecond.');
  });

  test('Discard draft over unsaved changes asks about them first; declining sends nothing', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { api } = await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'GET /blog/detailed/d1/draft': ok(draft),
    });
    await userEvent.click(editor().getByRole('button', { name: 'Move Video 2 up' }));
    await userEvent.click(editor().getByRole('button', { name: 'Discard draft of detailed content' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(api.callsTo('DELETE', '/blog/detailed/d1/draft')).toEqual([]);
    expect(mediaOrder()).toEqual(['Video 2', 'Image 1']);
  });

  test('Save changes saves as before, and the draft the server discarded leaves the screen', async () => {
    const { api } = await renderEditor({
      'GET /blog/detailed/b1': ok(detailed),
      'GET /blog/detailed/d1/draft': ok(draft),
      'PUT /blog/detailed/d1': ok(published),
    });
    await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
    await lastStatus('status', 'Detailed content updated successfully');
    expect(sentForm(api.requests, 'PUT', '/blog/detailed/d1').get('content')).toBe('Drafted.');
    expect(screen.queryByText(badge)).not.toBeInTheDocument();
    expect(editor().getByLabelText('Subtitle')).toHaveValue('A plan for May');
  });

  test('Preview posts the blog’s page to /previews and opens the link in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const link = { url: 'https://academy.test/blog/b1?preview=abc', expiresAt: '2026-11-27T16:05:00.000Z' };
    const { api } = await renderEditor({ 'GET /blog/detailed/b1': ok(detailed), 'POST /previews': ok(link) });
    await userEvent.click(editor().getByRole('button', { name: 'Preview detailed content' }));
    expect(await editor().findByRole('link', { name: link.url })).toHaveAttribute('href', link.url);
    expect(api.callsTo('POST', '/previews').map((request) => request.body)).toEqual([{ path: '/blog/b1' }]);
    expect(open).toHaveBeenCalledWith(link.url, '_blank', 'noopener');
  });
});
