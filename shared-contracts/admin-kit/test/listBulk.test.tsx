// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RecordOf, contentKind, contentList, pictureAnswer } from '@academy/contracts';
import { AdminScreen, ListEditor } from '@academy/admin-kit';

// Act on many (issue 32, item 4) in a list editor: choose items, one action for all of them.

const post = contentKind({ title: 'posttitle', description: 'postdescription', image: 'postimg' });
const posts = contentList('news', 'posts', post, {
  itemName: 'post',
  editor: {
    heading: 'Posts',
    loadError: 'Failed to load posts',
    saveError: 'Failed to save post',
    deleteError: 'Failed to delete post',
    created: 'Post added successfully',
    updated: 'Post updated successfully',
    deleteConfirm: 'Delete this post?',
    empty: 'No posts yet.',
  },
});
type Post = RecordOf<typeof posts>;

const draft = (id: string, title: string): Post & { status: 'draft' } => ({
  _id: id,
  posttitle: title,
  postdescription: `${title} in short`,
  postimg: '',
  status: 'draft',
  ...pictureAnswer({}, 'postimg'),
});

function renderPosts(bulkAnswer: unknown) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="News">
        <ListEditor list={posts} page="/news" />
      </AdminScreen>
    ),
    {
      api: {
        'GET /news/posts/with-drafts': ok([
          draft('p1', 'Kata one'),
          draft('p2', 'Kata two'),
          draft('p3', 'Kata three'),
        ]),
        'POST /news/posts/bulk': ok(bulkAnswer),
      },
      path: '/admin/news',
    },
  ).api;
}

afterEach(() => jest.restoreAllMocks());

test('publishes the chosen items with one call and says how each went, keeping the refused chosen', async () => {
  const api = renderPosts({
    outcomes: [
      { _id: 'p1', done: true, status: 200 },
      { _id: 'p3', done: false, status: 403, error: 'Authors can change only their own posts.' },
    ],
  });
  await screen.findByText('Kata one in short');
  const list = within(screen.getByRole('region', { name: 'Posts' }));
  const act = within(list.getByRole('group', { name: 'Act on the chosen post items' }));
  expect(act.getByRole('button', { name: 'Publish' })).toBeDisabled();

  await userEvent.click(list.getByRole('checkbox', { name: 'Select Kata one' }));
  await userEvent.click(list.getByRole('checkbox', { name: 'Select Kata three' }));
  expect(act.getByText('2 chosen')).toBeInTheDocument();
  await userEvent.click(act.getByRole('button', { name: 'Publish' }));

  expect(api.callsTo('POST', '/news/posts/bulk').map((call) => call.body)).toEqual([
    { action: 'publish', ids: ['p1', 'p3'] },
  ]);
  expect(
    await list.findByText(
      'Publish: done for 1 of 2. Not done: "Kata three": Authors can change only their own posts.',
    ),
  ).toBeInTheDocument();
  expect(list.getByRole('checkbox', { name: 'Select Kata three' })).toBeChecked();
  expect(list.getByRole('checkbox', { name: 'Select Kata one' })).not.toBeChecked();
});

test('chooses every item shown with one checkbox, and moves them to the trash only once asked', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const api = renderPosts({
    outcomes: ['p1', 'p2', 'p3'].map((id) => ({ _id: id, done: true, status: 200 })),
  });
  await screen.findByText('Kata one in short');
  const list = within(screen.getByRole('region', { name: 'Posts' }));
  await userEvent.click(list.getByRole('checkbox', { name: 'Select every post shown' }));
  const act = within(list.getByRole('group', { name: 'Act on the chosen post items' }));
  expect(act.getByText('3 chosen')).toBeInTheDocument();

  await userEvent.click(act.getByRole('button', { name: 'Move to trash' }));
  expect(confirm).toHaveBeenLastCalledWith('Move 3 chosen to the trash?');
  expect(api.callsTo('POST', '/news/posts/bulk')).toEqual([]);
  await userEvent.click(act.getByRole('button', { name: 'Move to trash' }));
  expect(await list.findByText('Move to trash: done for all 3 successfully')).toBeInTheDocument();
  expect(api.callsTo('POST', '/news/posts/bulk').map((call) => call.body)).toEqual([
    { action: 'trash', ids: ['p1', 'p2', 'p3'] },
  ]);
  expect(act.getByText('0 chosen')).toBeInTheDocument();
});
