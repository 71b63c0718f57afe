// First: it fills jsdom's gaps before the code under test loads.
import {
  failure,
  imageFile,
  networkError,
  ok,
  renderAdminScreen,
  sentForm,
  type Route,
} from '@academy/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RecordOf, contentKind, contentList, pictureAnswer } from '@academy/contracts';
import { AdminScreen, ListEditor, UNSAVED_CHANGES_PROMPT } from '@academy/admin-kit';

// The kit's own kind, shaped like the about section's team: the kit's tests import no section.
const teamMember = contentKind({ title: 'teamtitle', description: 'teamdescription', image: 'teamimg' });
const teamList = contentList('about', 'team', teamMember, {
  itemName: 'team member',
  editor: {
    heading: 'Team members',
    labels: { title: 'Name and title', description: 'Description', image: 'Photo' },
    loadError: 'Failed to load team members',
    saveError: 'Failed to save team member',
    deleteError: 'Failed to delete team member',
    created: 'Team member added successfully',
    updated: 'Team member updated successfully',
    deleteConfirm: 'Delete this team member?',
    empty: 'No team members yet.',
  },
});
type TeamMember = RecordOf<typeof teamList>;

const member = (id: string, name: string, image = ''): TeamMember => ({
  _id: id,
  teamtitle: name,
  teamdescription: `${name} teaches`,
  teamimg: image,
  ...pictureAnswer({}, 'teamimg'),
});
const kenji = member('t1', 'Sensei Kenji', '/uploads/kenji.webp');
const aiko = member('t2', 'Sensei Aiko');

function renderTeam(routes: Record<string, Route>) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="About content">
        <ListEditor list={teamList} page="/about" />
      </AdminScreen>
    ),
    { api: routes, path: '/admin/about' },
  );
}

const team = () => within(screen.getByRole('region', { name: 'Team members' }));
const names = () =>
  within(screen.getByRole('list', { name: 'Team members' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => jest.restoreAllMocks());

test('lists the items with picture, title and description, or says there are none', async () => {
  const described = { ...kenji, teamimgAlt: 'A man in a black belt smiles', teamimgFocus: '40% 20%' };
  renderTeam({ 'GET /about/team/with-drafts': ok([described, aiko]) });
  expect(await screen.findByText('Sensei Kenji teaches')).toBeInTheDocument();
  expect(names()).toEqual(['Sensei Kenji', 'Sensei Aiko']);
  // The thumbnail is described as staff wrote (never by the title beside it), cropped at its focal point.
  const thumbnail = team().getByRole('img', { name: 'A man in a black belt smiles' });
  expect(thumbnail).toHaveAttribute('src', '/uploads/kenji.webp');
  expect(thumbnail).toHaveStyle({ objectPosition: '40% 20%' });
});

test('an undescribed thumbnail has an empty alt, not the title', async () => {
  renderTeam({ 'GET /about/team/with-drafts': ok([kenji]) });
  expect(await screen.findByText('Sensei Kenji teaches')).toBeInTheDocument();
  expect(team().queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Team members' }).querySelector('img')).toHaveAttribute('alt', '');
});

test('an empty list says so, and a failed load shows the catalogue text', async () => {
  renderTeam({ 'GET /about/team/with-drafts': ok([]) });
  expect(await screen.findByText('No team members yet.')).toBeInTheDocument();
});

test('a failed load shows the catalogue text in its section', async () => {
  renderTeam({ 'GET /about/team/with-drafts': failure(503) });
  expect(await team().findByRole('alert')).toHaveTextContent('Failed to load team members');
});

test('the add form opens and closes with its toggle', async () => {
  renderTeam({ 'GET /about/team/with-drafts': ok([]) });
  await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
  expect(screen.getByRole('group', { name: 'Add team member' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name and title')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Close form' }));
  expect(screen.queryByRole('group', { name: 'Add team member' })).not.toBeInTheDocument();
});

test('a new item is added at the top; the form resets and closes; the list is fetched again', async () => {
  let stored = [kenji];
  const created = member('t9', 'Sensei Mei', '/uploads/mei.webp');
  const { api } = renderTeam({
    'GET /about/team/with-drafts': () => ok(stored),
    'POST /about/team': () => {
      stored = [created, ...stored];
      return ok(created);
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
  await userEvent.type(screen.getByLabelText('Name and title'), 'Sensei Mei');
  await userEvent.type(screen.getByLabelText('Description'), 'Sensei Mei teaches');
  const photo = imageFile('mei.png');
  await userEvent.upload(screen.getByLabelText('Photo'), photo);
  await userEvent.type(screen.getByLabelText('Description of Photo'), 'A student bows to the class');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Team member added successfully');
  expect(names()).toEqual(['Sensei Mei', 'Sensei Kenji']);
  expect(screen.queryByRole('group', { name: 'Add team member' })).not.toBeInTheDocument();
  const form = sentForm(api.requests, 'POST', '/about/team');
  expect(Object.fromEntries(form)).toEqual({
    teamtitle: 'Sensei Mei',
    teamdescription: 'Sensei Mei teaches',
    teamimg: photo,
    teamimgAlt: 'A student bows to the class',
    teamimgDecorative: 'false',
    teamimgFocus: '',
  });
  expect(api.callsTo('GET', '/about/team/with-drafts')).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Add team member' }));
  expect(screen.getByLabelText('Name and title')).toHaveValue('');
});

test('Edit loads the item into the form and Save updates it in place by id', async () => {
  const { api } = renderTeam({
    'GET /about/team/with-drafts': ok([kenji, aiko]),
    'PUT /about/team/t2': ok({ ...aiko, teamtitle: 'Sensei Aiko Sato' }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Sensei Aiko' }));
  expect(screen.getByRole('group', { name: 'Edit team member' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name and title')).toHaveValue('Sensei Aiko');
  expect(screen.getByLabelText('Description')).toHaveValue('Sensei Aiko teaches');
  await userEvent.type(screen.getByLabelText('Name and title'), ' Sato');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Team member updated successfully');
  expect(sentForm(api.requests, 'PUT', '/about/team/t2').get('teamtitle')).toBe('Sensei Aiko Sato');
  expect(sentForm(api.requests, 'PUT', '/about/team/t2').has('teamimg')).toBe(false);
  expect(screen.queryByRole('group', { name: 'Edit team member' })).not.toBeInTheDocument();
});

test('an empty title or description is marked at the field and named in the status line', async () => {
  const { api } = renderTeam({ 'GET /about/team/with-drafts': ok([]) });
  await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
  await userEvent.type(screen.getByLabelText('Description'), 'Teaches');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Title and description are required');
  expect(screen.getByLabelText('Name and title')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Name and title')).toHaveAccessibleDescription(
    'Title and description are required',
  );
  expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
  expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
});

test.each([
  [
    'the server’s reason',
    failure(400, 'teamtitle must be at most 200 characters'),
    'teamtitle must be at most 200 characters',
  ],
  ['the catalogue text when the server gives none', failure(500), 'Failed to save team member'],
  ['axios’s words when there is no answer', networkError, 'Network Error'],
])('a failed save shows %s and keeps the form open', async (_case, reply, text) => {
  renderTeam({ 'GET /about/team/with-drafts': ok([kenji]), 'PUT /about/team/t1': reply });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Sensei Kenji' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('group', { name: 'Edit team member' })).toBeInTheDocument();
});

test('Delete asks first; declining changes nothing, accepting moves the item to the trash', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { api } = renderTeam({
    'GET /about/team/with-drafts': ok([kenji, aiko]),
    'DELETE /about/team/t1': ok(kenji),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Sensei Kenji' }));
  expect(confirm).toHaveBeenLastCalledWith('Delete this team member?');
  expect(api.callsTo('DELETE', '/about/team/t1')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Sensei Kenji' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Team member moved to the trash successfully');
  expect(api.callsTo('DELETE', '/about/team/t1')).toHaveLength(1);
});

test.each([
  [
    'the server’s reason',
    failure(404, 'There is no team member with that id.'),
    'There is no team member with that id.',
  ],
  ['the catalogue text', failure(500), 'Failed to delete team member'],
])('a failed delete shows %s', async (_case, reply, text) => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderTeam({ 'GET /about/team/with-drafts': ok([kenji]), 'DELETE /about/team/t1': reply });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Sensei Kenji' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(names()).toEqual(['Sensei Kenji']);
});

describe('unsaved changes', () => {
  test('editing another item over a changed form asks first, and keeps the draft when declined', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderTeam({ 'GET /about/team/with-drafts': ok([kenji, aiko]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sensei Kenji' }));
    await userEvent.type(screen.getByLabelText('Name and title'), ' Tanaka');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Sensei Aiko' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(screen.getByLabelText('Name and title')).toHaveValue('Sensei Kenji Tanaka');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Sensei Aiko' }));
    expect(screen.getByLabelText('Name and title')).toHaveValue('Sensei Aiko');
  });

  test('an untouched form is left without a question', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderTeam({ 'GET /about/team/with-drafts': ok([kenji, aiko]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sensei Kenji' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Sensei Aiko' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  test('leaving the screen with a changed form asks first; declining stays', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { router } = renderTeam({ 'GET /about/team/with-drafts': ok([]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
    await userEvent.type(screen.getByLabelText('Name and title'), 'Sensei Mei');

    await act(() => router.navigate('/admin/home'));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(router.state.location.pathname).toBe('/admin/about');
    expect(screen.getByLabelText('Name and title')).toHaveValue('Sensei Mei');

    await act(() => router.navigate('/admin/home'));
    expect(router.state.location.pathname).toBe('/admin/home');
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  test('closing or reloading the tab with a changed form asks the browser to confirm', async () => {
    renderTeam({ 'GET /about/team/with-drafts': ok([]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await userEvent.type(screen.getByLabelText('Name and title'), 'Sensei Mei');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});
