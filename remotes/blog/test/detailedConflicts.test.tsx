// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, sentForm, type RecordedRequest, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGE, type ConflictDetails } from '@academy/contracts';
import type { DetailedBlog } from '../schemas';
import DetailsEditorPage from '../admin/DetailsEditorPage';

// No lost updates (issue 32, item 1) in a blog's detailed content editor: every save, draft save
// and publish sends the revision the editor opened (If-Match); a save refused because someone
// else saved since shows both versions side by side, to keep mine, take theirs or copy texts across.

const blog = { _id: 'b1', blogtitle: 'Grading day', blogdescription: 'Belts.', blogimg: '' };
const opened: DetailedBlog & { revision: string } = {
  _id: 'd1',
  blogId: 'b1',
  subtitle: 'A plan',
  subDescription: 'How students prepare',
  content: 'First.',
  media: [],
  revision: '7',
};
const theirs = { ...opened, subtitle: 'A plan for May', revision: '8' };
const conflict: ConflictDetails = {
  by: 'Kenji Sato',
  at: '2026-11-27T09:30:00.000Z',
  revision: '8',
  record: theirs,
  draft: null,
};
const refused = { status: 409, body: { success: false, error: CONFLICT_MESSAGE, conflict } };

async function renderEditor(routes: Record<string, Route>) {
  const rendered = renderAdminScreen(DetailsEditorPage, {
    api: { 'GET /blog/blogs/b1': ok(blog), ...routes },
    path: '/admin/blogs/:id/details',
    url: '/admin/blogs/b1/details',
  });
  await screen.findByRole('heading', { level: 1, name: 'Blog details' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return rendered.api;
}

const editor = () => within(screen.getByRole('region', { name: 'Detailed content' }));
const ifMatches = (requests: RecordedRequest[], method: string, url: string) =>
  requests
    .filter((request) => request.method === method && request.url === url)
    .map((request) => request.ifMatch);

/** The first save is refused (someone saved first); the next ones are stored, at the revision after theirs. */
function refusedOnce(): Route {
  let calls = 0;
  return (request) => {
    calls += 1;
    if (calls === 1) return refused;
    const form = request.body as FormData;
    return ok({ ...theirs, subtitle: form.get('subtitle'), content: form.get('content'), revision: '9' });
  };
}

async function saveMyContent(routes: Record<string, Route>) {
  const api = await renderEditor({ 'GET /blog/detailed/b1': ok(opened), ...routes });
  const content = editor().getByLabelText('Main content');
  await userEvent.clear(content);
  await userEvent.type(content, 'Mine.');
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  return {
    api,
    view: await screen.findByRole('alertdialog', { name: 'Conflicting versions of detailed content' }),
  };
}

test('a save, a draft’s save and a publish each send the revision the editor read', async () => {
  const draft = { at: conflict.at, by: 'Admin', fields: { ...opened, content: 'Drafted.' }, revision: '9' };
  const api = await renderEditor({
    'GET /blog/detailed/b1': ok(opened),
    'PUT /blog/detailed/d1': ok({ ...opened, content: 'Saved.', revision: '8' }),
    'PUT /blog/detailed/d1/draft': ok(draft),
    'POST /blog/detailed/d1/publish': ok({ ...opened, content: 'Drafted.', revision: '10' }),
  });
  await userEvent.click(editor().getByRole('button', { name: 'Save changes' }));
  expect(await editor().findByText('Detailed content updated successfully')).toBeInTheDocument();
  await userEvent.click(editor().getByRole('button', { name: 'Save draft' }));
  expect(await editor().findByText('Draft saved successfully')).toBeInTheDocument();
  await userEvent.click(await editor().findByRole('button', { name: 'Publish draft of detailed content' }));
  expect(await editor().findByText('Draft published successfully')).toBeInTheDocument();
  expect([
    ...ifMatches(api.requests, 'PUT', '/blog/detailed/d1'),
    ...ifMatches(api.requests, 'PUT', '/blog/detailed/d1/draft'),
    ...ifMatches(api.requests, 'POST', '/blog/detailed/d1/publish'),
  ]).toEqual(['"7"', '"8"', '"9"']);
});

test('a save refused shows who saved when and both versions; copying their subtitle across keeps my content', async () => {
  const { api, view } = await saveMyContent({ 'PUT /blog/detailed/d1': refusedOnce() });
  expect(within(view).getByRole('heading', { name: CONFLICT_MESSAGE })).toBeInTheDocument();
  expect(view).toHaveTextContent(/Kenji Sato saved it on Nov 27, 2026/);
  const row = (name: string) => within(view).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(
    within(row('Subtitle'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['A plan', 'A plan for May', 'Use Kenji Sato’s Subtitle']);
  expect(within(row('Main content')).getAllByRole('cell')[0]).toHaveTextContent('Mine.');

  await userEvent.click(within(view).getByRole('checkbox', { name: 'Use Kenji Sato’s Subtitle' }));
  await userEvent.click(within(view).getByRole('button', { name: 'Save with the fields copied across' }));
  expect(await editor().findByText('Detailed content updated successfully')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(ifMatches(api.requests, 'PUT', '/blog/detailed/d1')).toEqual(['"7"', '"8"']);
  const sent = sentForm(api.requests, 'PUT', '/blog/detailed/d1');
  expect([sent.get('subtitle'), sent.get('content')]).toEqual(['A plan for May', 'Mine.']);
});

test('keeping mine saves it over theirs from their revision', async () => {
  const { api, view } = await saveMyContent({ 'PUT /blog/detailed/d1': refusedOnce() });
  await userEvent.click(within(view).getByRole('button', { name: 'Keep mine' }));
  expect(await editor().findByText('Detailed content updated successfully')).toBeInTheDocument();
  expect(ifMatches(api.requests, 'PUT', '/blog/detailed/d1')).toEqual(['"7"', '"8"']);
  const sent = sentForm(api.requests, 'PUT', '/blog/detailed/d1');
  expect([sent.get('subtitle'), sent.get('content')]).toEqual(['A plan', 'Mine.']);
});

test('taking theirs drops mine and starts the form again from their version', async () => {
  let reads = 0;
  const { api, view } = await saveMyContent({
    'GET /blog/detailed/b1': () => {
      reads += 1;
      return ok(reads === 1 ? opened : theirs);
    },
    'PUT /blog/detailed/d1': refusedOnce(),
  });
  await userEvent.click(within(view).getByRole('button', { name: 'Take theirs' }));
  expect(await editor().findByDisplayValue('A plan for May')).toBeInTheDocument();
  expect(editor().getByLabelText('Main content')).toHaveValue('First.');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(ifMatches(api.requests, 'PUT', '/blog/detailed/d1')).toEqual(['"7"']);
});
