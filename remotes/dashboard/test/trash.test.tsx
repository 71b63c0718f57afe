// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@academy/admin-kit';
import type { TrashEntry } from '@academy/contracts';
import AdminTrashPage from '../admin/TrashPage';
import dashboard from '../section';

const kenji: TrashEntry = {
  _id: 'x1',
  section: 'about',
  kind: 'team member',
  title: 'Sensei Kenji',
  deletedAt: '2026-11-25T06:00:00.000Z',
  by: 'Owner',
};
const kata: TrashEntry = {
  _id: 'x2',
  section: 'blog',
  kind: 'blog',
  title: 'Kata basics',
  deletedAt: '2026-11-24T18:30:00.000Z',
  by: 'Assistant',
};

/** The screen against a trash that holds `items` until a restore or a delete takes one out. */
function renderTrash(items: TrashEntry[], routes: Record<string, Route> = {}) {
  let stored = items;
  const takeOut = (id: string) => {
    const item = stored.find((entry) => entry._id === id)!;
    stored = stored.filter((entry) => entry !== item);
    return item;
  };
  return renderAdminScreen(AdminTrashPage, {
    path: '/admin/trash',
    api: {
      'GET /trash': () => ok(stored),
      'POST /trash/x1/restore': () => ok({ _id: takeOut('x1')._id, teamtitle: 'Sensei Kenji' }),
      'DELETE /trash/x1': () => ok({ _id: takeOut('x1')._id }),
      ...routes,
    },
  }).api;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Deleted items' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => jest.restoreAllMocks());

test('is a screen of the dashboard section, in the sidebar as Trash', () => {
  expect(dashboard.screens).toContainEqual({ path: 'trash', expose: 'TrashPage', label: 'Trash' });
});

test('lists the deleted items newest first: title, kind, section, when and by whom', async () => {
  renderTrash([kenji, kata]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Deleted items' });
  expect(titles()).toEqual(['Sensei Kenji', 'Kata basics']);
  const [first] = within(screen.getByRole('list', { name: 'Deleted items' })).getAllByRole('listitem');
  expect(first).toHaveTextContent(
    `Team member from about, deleted ${formatDateTime(kenji.deletedAt)} by Owner`,
  );
});

test('an empty trash says so', async () => {
  renderTrash([]);
  expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
});

test('a failed load says so', async () => {
  renderTrash([], { 'GET /trash': failure(503) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the trash');
});

test('Restore brings the item back: it leaves the trash and the screen says so', async () => {
  const api = renderTrash([kenji, kata]);
  await userEvent.click(await screen.findByRole('button', { name: 'Restore Sensei Kenji' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sensei Kenji restored successfully');
  expect(titles()).toEqual(['Kata basics']);
  expect(api.callsTo('POST', '/trash/x1/restore')).toHaveLength(1);
});

test('Delete forever asks first; declining keeps the item, accepting removes it for good', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const api = renderTrash([kenji]);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete forever Sensei Kenji' }));
  expect(confirm).toHaveBeenLastCalledWith(
    'Delete Sensei Kenji forever? Its pictures and files are removed too.',
  );
  expect(api.callsTo('DELETE', '/trash/x1')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete forever Sensei Kenji' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sensei Kenji deleted forever successfully');
  expect(api.callsTo('DELETE', '/trash/x1')).toHaveLength(1);
  expect(screen.getByText('The trash is empty.')).toBeInTheDocument();
});

test('a refused restore shows the server’s sentence and keeps the item', async () => {
  renderTrash([kenji], {
    'POST /trash/x1/restore': failure(404, 'There is no such item in the trash.'),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Restore Sensei Kenji' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such item in the trash.');
  expect(titles()).toEqual(['Sensei Kenji']);
});

test('restores the items chosen at once, and says which one was refused and why', async () => {
  const api = renderTrash([kenji, kata], {
    'POST /trash/bulk': ok({
      outcomes: [
        { _id: 'x1', done: true, status: 200 },
        { _id: 'x2', done: false, status: 404, error: 'There is nothing in the trash with that id.' },
      ],
    }),
  });
  const act = await screen.findByRole('group', { name: 'Act on the chosen deleted items' });
  expect(within(act).getByRole('button', { name: 'Restore' })).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select every deleted item shown' }));
  expect(screen.getByRole('checkbox', { name: 'Select Sensei Kenji' })).toBeChecked();
  expect(within(act).getByText('2 chosen')).toBeInTheDocument();

  await userEvent.click(within(act).getByRole('button', { name: 'Restore' }));
  expect(api.callsTo('POST', '/trash/bulk').map((call) => call.body)).toEqual([
    { action: 'restore', ids: ['x1', 'x2'] },
  ]);
  expect(await screen.findByText(/Restore: done for 1 of 2/)).toHaveTextContent(
    'Restore: done for 1 of 2. Not done: "Kata basics": There is nothing in the trash with that id.',
  );
  // The one refused stays chosen, to try again or leave.
  expect(screen.getByRole('checkbox', { name: 'Select Kata basics' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select Sensei Kenji' })).not.toBeChecked();
});

test('deletes forever the items chosen only once asked', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const api = renderTrash([kenji, kata], {
    'POST /trash/bulk': ok({ outcomes: [{ _id: 'x2', done: true, status: 200 }] }),
  });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Kata basics' }));
  const act = screen.getByRole('group', { name: 'Act on the chosen deleted items' });
  await userEvent.click(within(act).getByRole('button', { name: 'Delete forever' }));
  expect(confirm).toHaveBeenLastCalledWith(
    'Delete 1 chosen forever? Their pictures and files are removed too.',
  );
  expect(api.callsTo('POST', '/trash/bulk')).toEqual([]);
  await userEvent.click(within(act).getByRole('button', { name: 'Delete forever' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Delete forever: done for all 1 successfully');
  expect(api.callsTo('POST', '/trash/bulk').map((call) => call.body)).toEqual([
    { action: 'delete', ids: ['x2'] },
  ]);
});
