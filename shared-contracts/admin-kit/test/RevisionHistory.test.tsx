// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type SectionHero,
  type Revision,
  type SectionSlots,
  contentKind,
  contentList,
  contentRecord,
  sectionHero,
  pictureAnswer,
} from '@academy/contracts';
import {
  AdminScreen,
  ContentRecordEditor,
  ListEditor,
  SlotsEditor,
  formatDateTime,
} from '@academy/admin-kit';

const hero = contentRecord('home', 'hero', sectionHero, {
  heading: 'Hero section',
  labels: { title: 'Hero title', image: 'Hero image' },
  loadError: 'Failed to load hero section',
  saved: 'Hero section updated successfully',
  saveError: 'Failed to update hero section',
});

const current: SectionHero = {
  _id: 'h1',
  herotitle: 'Train hard',
  herodescription: 'Every day',
  heroimg: '/uploads/new.webp',
  ...pictureAnswer({}, 'heroimg'),
};
// Newest first: the save at 06:00 replaced the image; the save at 05:00 replaced the title.
const revisions: Revision[] = [
  {
    _id: 'r2',
    at: '2026-11-25T06:00:00.000Z',
    by: 'Owner',
    fields: { ...current, heroimg: '/uploads/old.webp' },
  },
  {
    _id: 'r1',
    at: '2026-11-25T05:00:00.000Z',
    by: 'Assistant',
    fields: { ...current, herotitle: 'Train', heroimg: '/uploads/old.webp' },
  },
];

function renderHero(routes: Record<string, Route>) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="Home content">
        <ContentRecordEditor record={hero} page="/" />
      </AdminScreen>
    ),
    { api: { 'GET /home/hero': ok(current), 'GET /home/hero/revisions': ok(revisions), ...routes } },
  ).api;
}

async function openHistory(name = 'History of Hero section') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return within(screen.getByRole('region', { name: name }));
}

const entries = (history: ReturnType<typeof within>) => history.getAllByRole('listitem');

test('History lists the revisions newest first: when, who, and what the next save changed', async () => {
  const api = renderHero({});
  expect(api.callsTo('GET', '/home/hero/revisions')).toEqual([]);
  const history = await openHistory();
  await history.findByRole('list');
  const [newest, older] = entries(history);
  expect(newest).toHaveTextContent(`${formatDateTime('2026-11-25T06:00:00.000Z')}, Owner`);
  expect(newest).toHaveTextContent('Changed: Hero image');
  expect(older).toHaveTextContent(`${formatDateTime('2026-11-25T05:00:00.000Z')}, Assistant`);
  expect(older).toHaveTextContent('Changed: Hero title');
});

test('a record without revisions says so', async () => {
  renderHero({ 'GET /home/hero/revisions': ok([]) });
  const history = await openHistory();
  expect(await history.findByText('No earlier versions yet.')).toBeInTheDocument();
});

test('a failed load of the history shows its error in the panel', async () => {
  renderHero({ 'GET /home/hero/revisions': failure(503) });
  const history = await openHistory();
  expect(await history.findByRole('alert')).toHaveTextContent('Failed to load history');
});

test('Differences shows each changed field, this version beside the current one', async () => {
  renderHero({});
  const history = await openHistory();
  await history.findByRole('list');
  const when = formatDateTime('2026-11-25T05:00:00.000Z');
  await userEvent.click(history.getByRole('button', { name: `Show differences of the version of ${when}` }));
  const diff = history.getByRole('table', {
    name: `Differences of the version of ${when} from the current version`,
  });
  const rows = within(diff)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
  expect(rows).toEqual([
    ['Hero title', 'Train', 'Train hard'],
    ['Hero image', '/uploads/old.webp', '/uploads/new.webp'],
  ]);
});

test('Restore makes that version current: the editor shows it and History is fetched again', async () => {
  const restored = {
    ...current,
    herotitle: 'Train',
    heroimg: '/uploads/old.webp',
    heroimgAlt: 'The dojo at dawn',
  };
  const api = renderHero({ 'POST /home/hero/revisions/r1/restore': ok(restored) });
  const history = await openHistory();
  await history.findByRole('list');
  await userEvent.click(
    history.getByRole('button', {
      name: `Restore the version of ${formatDateTime('2026-11-25T05:00:00.000Z')}`,
    }),
  );
  expect(await history.findByRole('status')).toHaveTextContent('Earlier version restored successfully');
  expect(api.callsTo('POST', '/home/hero/revisions/r1/restore')).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'The dojo at dawn' })).toHaveAttribute('src', '/uploads/old.webp');
  expect(api.callsTo('GET', '/home/hero/revisions')).toHaveLength(2);
});

test('a refused restore shows the server’s sentence and changes nothing', async () => {
  renderHero({
    'POST /home/hero/revisions/r2/restore': failure(404, 'There is no such revision of this record.'),
  });
  const history = await openHistory();
  await history.findByRole('list');
  await userEvent.click(
    history.getByRole('button', {
      name: `Restore the version of ${formatDateTime('2026-11-25T06:00:00.000Z')}`,
    }),
  );
  expect(await history.findByRole('alert')).toHaveTextContent('There is no such revision of this record.');
  expect(screen.getByText('Train hard')).toBeInTheDocument();
});

describe('a list item', () => {
  const teamMember = contentKind({ title: 'teamtitle', description: 'teamdescription', image: 'teamimg' });
  const team = contentList('about', 'team', teamMember, {
    itemName: 'team member',
    editor: {
      heading: 'Team members',
      labels: { title: 'Name and title' },
      loadError: 'Failed to load team members',
      saveError: 'Failed to save team member',
      deleteError: 'Failed to delete team member',
      created: 'Team member added successfully',
      updated: 'Team member updated successfully',
      deleteConfirm: 'Delete this team member?',
      empty: 'No team members yet.',
    },
  });
  const kenji = { _id: 't1', teamtitle: 'Sensei Kenji', teamdescription: 'Teaches kata', teamimg: '' };
  const earlier: Revision = {
    _id: 'r1',
    at: '2026-11-25T05:00:00.000Z',
    by: 'Owner',
    fields: { ...kenji, teamtitle: 'Kenji' },
  };

  test('has its own History, restored in place in the list', async () => {
    let stored = kenji;
    const { api } = renderAdminScreen(
      () => (
        <AdminScreen title="About content">
          <ListEditor list={team} page="/about" />
        </AdminScreen>
      ),
      {
        api: {
          'GET /about/team/with-drafts': () => ok([stored]),
          'GET /about/team/t1/revisions': ok([earlier]),
          'POST /about/team/t1/revisions/r1/restore': () => {
            stored = { ...kenji, teamtitle: 'Kenji' };
            return ok(stored);
          },
        },
      },
    );
    const history = await openHistory('History of Sensei Kenji');
    expect(await history.findByText('Changed: Name and title')).toBeInTheDocument();
    await userEvent.click(history.getByRole('button', { name: /^Restore the version/ }));
    expect(await screen.findByRole('heading', { name: 'Kenji' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/about/team/t1/revisions/r1/restore')).toHaveLength(1);
  });
});

test('a home slot has its own History, at the slot’s path, and a restore replaces that slot only', async () => {
  const kind = contentKind({ title: 'servicetitle', description: 'servicedescription', image: 'serviceimg' });
  const slots: SectionSlots = {
    path: '/home/service',
    prefix: 'service',
    positions: [1, 2],
    body: kind.body,
    record: kind.record,
    fields: kind.fields,
    editor: {
      heading: 'Services',
      itemName: 'Service',
      loadError: 'Failed to load services',
      saveError: 'Failed to save service',
    },
  };
  const slot = (position: number, title: string) => ({
    _id: `s${position}`,
    position,
    servicetitle: title,
    servicedescription: 'Classes',
    serviceimg: '',
  });
  const earlier: Revision = {
    _id: 'r1',
    at: '2026-11-25T05:00:00.000Z',
    by: 'Owner',
    fields: slot(2, 'Kobudo'),
  };
  const { api } = renderAdminScreen(
    () => (
      <AdminScreen title="Home content">
        <SlotsEditor slots={slots} page="/" />
      </AdminScreen>
    ),
    {
      api: {
        'GET /home/service': ok([slot(1, 'Karate'), slot(2, 'Iaido')]),
        'GET /home/service/2/revisions': ok([earlier]),
        'POST /home/service/2/revisions/r1/restore': ok(slot(2, 'Kobudo')),
      },
    },
  );
  const history = await openHistory('History of Service 2');
  expect(await history.findByText('Changed: Title')).toBeInTheDocument();
  await userEvent.click(history.getByRole('button', { name: /^Restore the version/ }));
  expect(await history.findByRole('status')).toHaveTextContent('Earlier version restored successfully');
  expect(screen.getByText('Kobudo')).toBeInTheDocument();
  expect(screen.getByText('Karate')).toBeInTheDocument();
  expect(screen.queryByText('Iaido')).not.toBeInTheDocument();
  expect(api.callsTo('GET', '/home/service/1/revisions')).toEqual([]);
});

test('a picture of an earlier version that the current one does not show can be erased for good', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = renderHero({
    'DELETE /admin/uploads/old.webp': ok({ name: 'old.webp', revisions: 2, drafts: 0, items: 0 }),
  });
  const history = await openHistory();
  await history.findByRole('list');
  const when = formatDateTime('2026-11-25T06:00:00.000Z');
  // The current picture (new.webp) is offered nowhere: it is the published one.
  expect(history.queryByRole('button', { name: /Erase this picture for good: new\.webp/ })).toBeNull();
  await userEvent.click(
    history.getByRole('button', { name: `Erase this picture for good: old.webp (version of ${when})` }),
  );
  expect(confirm).toHaveBeenCalledWith(
    expect.stringMatching(/^Erase this picture for good\? .+cannot be undone\.$/),
  );
  expect(await history.findByRole('status')).toHaveTextContent('Picture erased for good successfully');
  expect(api.callsTo('DELETE', '/admin/uploads/old.webp')).toHaveLength(1);
  expect(api.callsTo('GET', '/home/hero/revisions')).toHaveLength(2);
  confirm.mockRestore();
});

test('erasing shows the server’s sentence when it refuses, and asks first', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const refusal =
    'This file is still shown on the site (a page): replace or remove it there first, then erase it.';
  const api = renderHero({ 'DELETE /admin/uploads/old.webp': failure(409, refusal) });
  const history = await openHistory();
  await history.findByRole('list');
  const [button] = history.getAllByRole('button', { name: /^Erase this picture for good: old\.webp/ });
  await userEvent.click(button);
  expect(api.callsTo('DELETE', '/admin/uploads/old.webp')).toEqual([]);
  confirm.mockReturnValue(true);
  await userEvent.click(button);
  expect(await history.findByRole('alert')).toHaveTextContent(refusal);
  confirm.mockRestore();
});
