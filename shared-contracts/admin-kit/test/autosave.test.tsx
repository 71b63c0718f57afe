// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type SectionHero,
  contentKind,
  contentList,
  contentRecord,
  sectionHero,
  type SectionSlots,
  pictureAnswer,
} from '@academy/contracts';
import {
  AdminScreen,
  ContentRecordEditor,
  ListEditor,
  SlotsEditor,
  formatDateTime,
} from '@academy/admin-kit';

const hero = contentRecord('service', 'hero', sectionHero, {
  heading: 'Service hero',
  labels: { title: 'Hero title' },
  loadError: 'Failed to load service hero section',
  saved: 'Service hero updated successfully',
  saveError: 'Failed to update service hero',
});
const stored: SectionHero = {
  _id: 'h1',
  herotitle: 'Train hard',
  herodescription: 'Every day',
  heroimg: '',
  ...pictureAnswer({}, 'heroimg'),
};

const STORAGE_KEY = 'academy.unsaved:/service/hero';

function renderHero(routes: Record<string, Route>) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="Services content">
        <ContentRecordEditor record={hero} page="/service" />
      </AdminScreen>
    ),
    { api: { 'GET /service/hero': ok(stored), ...routes } },
  );
}

async function openHero() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Service hero' }));
}

/** Types into the title, then waits until the browser holds it (the write waits for a pause). */
async function typeTitleAndWaitForStorage(text: string) {
  await userEvent.type(screen.getByLabelText('Hero title'), text);
  await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toContain(text));
}

const offer = () => screen.queryByRole('group', { name: 'Unsaved changes' });

test('changes kept from a closed tab are offered when the editor opens again; Restore fills the form', async () => {
  const first = renderHero({});
  await openHero();
  await typeTitleAndWaitForStorage(' always');
  const { at } = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { at: string };
  first.unmount();

  renderHero({});
  await openHero();
  expect(offer()).toHaveTextContent(`Restore unsaved changes from ${formatDateTime(at)}?`);
  expect(screen.getByLabelText('Hero title')).toHaveValue('Train hard');

  await userEvent.click(within(offer()!).getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Hero title')).toHaveValue('Train hard always');
  expect(screen.getByLabelText('Description')).toHaveValue('Every day');
  expect(offer()).not.toBeInTheDocument();
  // Restored changes are unsaved changes: closing the tab now asks first.
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  expect(leaving.defaultPrevented).toBe(true);
});

test('Discard leaves the stored values and forgets the kept changes', async () => {
  const first = renderHero({});
  await openHero();
  await typeTitleAndWaitForStorage(' always');
  first.unmount();

  renderHero({});
  await openHero();
  await userEvent.click(within(offer()!).getByRole('button', { name: 'Discard' }));
  expect(offer()).not.toBeInTheDocument();
  expect(screen.getByLabelText('Hero title')).toHaveValue('Train hard');
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
});

test('a successful save forgets the kept changes; a failed one keeps them for the next visit', async () => {
  let reply = failure(500);
  const first = renderHero({ 'PUT /service/hero': () => reply });
  await openHero();
  await typeTitleAndWaitForStorage(' always');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update service hero');
  expect(localStorage.getItem(STORAGE_KEY)).toContain('Train hard always');

  reply = ok({ ...stored, herotitle: 'Train hard always' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Service hero updated successfully');
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  first.unmount();

  renderHero({ 'PUT /service/hero': () => reply });
  await openHero();
  expect(offer()).not.toBeInTheDocument();
});

test('kept changes equal to what is stored are nothing to restore', async () => {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      at: '2026-11-25T06:00:00.000Z',
      values: { title: 'Train hard', description: 'Every day' },
    }),
  );
  renderHero({});
  await openHero();
  expect(offer()).not.toBeInTheDocument();
});

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
const kenji = { _id: 't1', teamtitle: 'Sensei Kenji', teamdescription: 'Teaches', teamimg: '' };

test('a list item’s form keeps its changes under the item’s own path, and the saved restore is sent', async () => {
  const routes = { 'GET /about/team/with-drafts': ok([kenji]), 'PUT /about/team/t1': ok(kenji) };
  const renderTeam = () =>
    renderAdminScreen(
      () => (
        <AdminScreen title="About content">
          <ListEditor list={team} page="/about" />
        </AdminScreen>
      ),
      { api: routes },
    );
  const first = renderTeam();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Sensei Kenji' }));
  await userEvent.type(screen.getByLabelText('Name and title'), ' Tanaka');
  await waitFor(() => expect(localStorage.getItem('academy.unsaved:/about/team/t1')).toContain('Tanaka'));
  first.unmount();

  const { api } = renderTeam();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Sensei Kenji' }));
  await userEvent.click(within(offer()!).getByRole('button', { name: 'Restore' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Team member updated successfully');
  expect(sentForm(api.requests, 'PUT', '/about/team/t1').get('teamtitle')).toBe('Sensei Kenji Tanaka');
  expect(localStorage.getItem('academy.unsaved:/about/team/t1')).toBeNull();
});

test('a home slot keeps its changes under the slot’s own path', async () => {
  const slots: SectionSlots = {
    path: '/home/service',
    prefix: 'service',
    positions: [1, 2],
    body: teamMember.body,
    record: teamMember.record,
    fields: teamMember.fields,
    editor: {
      heading: 'Services',
      itemName: 'Service',
      loadError: 'Failed to load services',
      saveError: 'Failed to save service',
    },
  };
  renderAdminScreen(
    () => (
      <AdminScreen title="Home content">
        <SlotsEditor slots={slots} page="/" />
      </AdminScreen>
    ),
    { api: { 'GET /home/service': ok([]) } },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Service 2' }));
  await userEvent.type(screen.getByLabelText('Title'), 'Kata');
  await waitFor(() => expect(localStorage.getItem('academy.unsaved:/home/service/2')).toContain('Kata'));
});
