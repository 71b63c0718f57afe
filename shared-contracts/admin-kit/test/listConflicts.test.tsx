// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, sentForm, type RecordedRequest, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFLICT_MESSAGE, type ConflictDetails, contentKind, contentList } from '@academy/contracts';
import { AdminScreen, ListEditor } from '@academy/admin-kit';

// No lost updates (issue 32, item 1) in a list editor: saving, publishing or deleting an item
// sends the revision the editor read (If-Match); refused because someone else wrote the item
// since, it shows both versions side by side, as a record editor does, and the person keeps
// theirs (sent again from the revision the 409 named), takes the other's, or copies fields across.

const member = contentKind({ title: 'teamtitle', description: 'teamdescription', image: 'teamimg' });
const team = contentList('about', 'team', member, {
  itemName: 'team member',
  editor: {
    heading: 'Team members',
    loadError: 'Failed to load team members',
    saveError: 'Failed to save team member',
    deleteError: 'Failed to delete team member',
    created: 'Team member added successfully',
    updated: 'Team member updated successfully',
    deleteConfirm: 'Delete this team member?',
    empty: 'No team members yet.',
  },
});

const opened = {
  _id: 'm1',
  teamtitle: 'Aiko Tanaka',
  teamdescription: 'Head coach',
  teamimg: '',
  status: 'draft' as const,
  revision: '3',
};
const theirs = { ...opened, teamtitle: 'Sensei Aiko Tanaka', revision: '4' };
const conflict: ConflictDetails = {
  by: 'Kenji Sato',
  at: '2026-11-27T09:30:00.000Z',
  revision: '4',
  record: theirs,
  draft: null,
};
const refused = { status: 409, body: { success: false, error: CONFLICT_MESSAGE, conflict } };

/** The first write is refused (someone saved first); the next ones are stored. */
function refusedOnce(stored: (request: RecordedRequest) => object): Route {
  let calls = 0;
  return (request) => {
    calls += 1;
    return calls === 1 ? refused : ok(stored(request));
  };
}

/** A PUT of the item stores what it sent, at the revision after theirs. */
const storedAsSent = (request: RecordedRequest) => {
  const form = request.body as FormData;
  return {
    ...theirs,
    teamtitle: form.get('teamtitle'),
    teamdescription: form.get('teamdescription'),
    revision: '5',
  };
};

function renderTeam(routes: Record<string, Route>) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="About content">
        <ListEditor list={team} page="/about" />
      </AdminScreen>
    ),
    { api: routes, path: '/admin/about' },
  ).api;
}

const conflictView = () => screen.findByRole('alertdialog', { name: 'Conflicting versions of Aiko Tanaka' });
const sentIfMatch = (requests: RecordedRequest[], method: string, url: string) =>
  requests
    .filter((request) => request.method === method && request.url === url)
    .map((request) => request.ifMatch);

/** Edits the description of the item and saves it: refused, the view opens. */
async function saveMyDescription(routes: Record<string, Route>, button = 'Save') {
  const api = renderTeam(routes);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Aiko Tanaka' }));
  const description = screen.getByLabelText('Description');
  await userEvent.clear(description);
  await userEvent.type(description, 'Head coach since 2010');
  await userEvent.click(screen.getByRole('button', { name: button }));
  return { api, view: await conflictView() };
}

afterEach(() => jest.restoreAllMocks());

test('a save refused shows who saved when and both versions field by field; keeping mine saves it from their revision', async () => {
  const { api, view } = await saveMyDescription({
    'GET /about/team/with-drafts': ok([opened]),
    'PUT /about/team/m1': refusedOnce(storedAsSent),
  });
  expect(within(view).getByRole('heading', { name: CONFLICT_MESSAGE })).toBeInTheDocument();
  expect(view).toHaveTextContent(/Kenji Sato saved it on Nov 27, 2026/);
  const row = (name: string) => within(view).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(
    within(row('Title'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Aiko Tanaka', 'Sensei Aiko Tanaka', 'Use Kenji Sato’s Title']);
  expect(within(row('Description')).getAllByRole('cell')[0]).toHaveTextContent('Head coach since 2010');
  // The form gives way to the view until the person chooses.
  expect(screen.queryByRole('group', { name: 'Edit team member' })).not.toBeInTheDocument();

  await userEvent.click(within(view).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Team member updated successfully')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(sentIfMatch(api.requests, 'PUT', '/about/team/m1')).toEqual(['"3"', '"4"']);
  const sent = sentForm(api.requests, 'PUT', '/about/team/m1');
  expect([sent.get('teamtitle'), sent.get('teamdescription'), sent.get('status')]).toEqual([
    'Aiko Tanaka',
    'Head coach since 2010',
    'published',
  ]);
});

test('copying their title across saves theirs with my description, from their revision', async () => {
  const { api, view } = await saveMyDescription({
    'GET /about/team/with-drafts': ok([opened]),
    'PUT /about/team/m1': refusedOnce(storedAsSent),
  });
  const copy = within(view).getByRole('button', { name: 'Save with the fields copied across' });
  expect(copy).toBeDisabled();
  await userEvent.click(within(view).getByRole('checkbox', { name: 'Use Kenji Sato’s Title' }));
  await userEvent.click(copy);
  expect(await screen.findByText('Team member updated successfully')).toBeInTheDocument();
  expect(sentIfMatch(api.requests, 'PUT', '/about/team/m1')).toEqual(['"3"', '"4"']);
  const sent = sentForm(api.requests, 'PUT', '/about/team/m1');
  expect([sent.get('teamtitle'), sent.get('teamdescription')]).toEqual([
    'Sensei Aiko Tanaka',
    'Head coach since 2010',
  ]);
});

test('a draft’s save refused is kept from their revision too, as a draft', async () => {
  const published = { ...opened, status: 'published' as const };
  const { api, view } = await saveMyDescription(
    {
      'GET /about/team/with-drafts': ok([published]),
      'PUT /about/team/m1/draft': refusedOnce(() => ({ at: conflict.at, by: 'Admin', fields: theirs })),
    },
    'Save draft',
  );
  await userEvent.click(within(view).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Draft saved successfully')).toBeInTheDocument();
  expect(sentIfMatch(api.requests, 'PUT', '/about/team/m1/draft')).toEqual(['"3"', '"4"']);
  expect(sentForm(api.requests, 'PUT', '/about/team/m1/draft').get('teamdescription')).toBe(
    'Head coach since 2010',
  );
  expect(api.callsTo('PUT', '/about/team/m1')).toEqual([]);
});

test('taking theirs drops mine: the form closes and the list shows the item as stored now', async () => {
  let reads = 0;
  const { api, view } = await saveMyDescription({
    'GET /about/team/with-drafts': () => {
      reads += 1;
      return ok([reads === 1 ? opened : theirs]);
    },
    'PUT /about/team/m1': refusedOnce(storedAsSent),
  });
  await userEvent.click(within(view).getByRole('button', { name: 'Take theirs' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Sensei Aiko Tanaka' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Edit team member' })).not.toBeInTheDocument();
  expect(sentIfMatch(api.requests, 'PUT', '/about/team/m1')).toEqual(['"3"']);
});

test('a publish refused shows the view without fields to copy; keeping mine publishes from their revision', async () => {
  const api = renderTeam({
    'GET /about/team/with-drafts': ok([opened]),
    'POST /about/team/m1/publish': refusedOnce(() => ({ ...theirs, status: 'published', revision: '5' })),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Publish Aiko Tanaka' }));
  const view = await conflictView();
  expect(view).toHaveTextContent('Compare the two versions, then keep yours or take theirs.');
  expect(within(view).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(within(view).queryByRole('button', { name: /copied across/ })).not.toBeInTheDocument();
  await userEvent.click(within(view).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Draft published successfully')).toBeInTheDocument();
  expect(sentIfMatch(api.requests, 'POST', '/about/team/m1/publish')).toEqual(['"3"', '"4"']);
});

test('a delete refused shows the view; keeping mine moves it to the trash from their revision', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = renderTeam({
    'GET /about/team/with-drafts': ok([opened]),
    'DELETE /about/team/m1': refusedOnce(() => theirs),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Aiko Tanaka' }));
  const view = await conflictView();
  expect(within(view).getByRole('rowheader', { name: 'Title' }).closest('tr')).toHaveTextContent(
    'Sensei Aiko Tanaka',
  );
  await userEvent.click(within(view).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('Team member moved to the trash successfully')).toBeInTheDocument();
  expect(sentIfMatch(api.requests, 'DELETE', '/about/team/m1')).toEqual(['"3"', '"4"']);
});
