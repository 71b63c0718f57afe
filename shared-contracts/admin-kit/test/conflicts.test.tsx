// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, sentForm, type RecordedRequest, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONFLICT_MESSAGE,
  type ConflictDetails,
  type SectionHero,
  contentRecord,
  pictureAnswer,
  sectionHero,
} from '@academy/contracts';
import { AdminScreen, ContentRecordEditor } from '@academy/admin-kit';

// No lost updates (issue 32, item 1): the record editor sends the revision it opened as If-Match;
// a 409 shows both versions side by side, field by field, and the person keeps theirs, takes the
// other's, or copies fields across.

const config = contentRecord('about', 'hero', sectionHero, {
  heading: 'About hero',
  labels: { title: 'Hero title', description: 'Hero description' },
  loadError: 'Failed to load the about hero',
  saved: 'About hero updated successfully',
  saveError: 'Failed to update the about hero',
});

const opened: SectionHero & { revision: string } = {
  _id: 'h1',
  herotitle: 'Our story',
  herodescription: 'Since 1998',
  heroimg: '/uploads/old.webp',
  ...pictureAnswer({}, 'heroimg'),
  revision: '4',
};
const theirs = { ...opened, herotitle: 'Forty years on the mat', revision: '5' };
const conflict: ConflictDetails = {
  by: 'Kenji Sato',
  at: '2026-11-27T09:30:00.000Z',
  revision: '5',
  record: theirs,
  draft: null,
};
const refused = { status: 409, body: { success: false, error: CONFLICT_MESSAGE, conflict } };

/** The first save is refused (someone saved first); the next ones are stored as sent. */
function refusedOnce(): Route {
  let calls = 0;
  return (request: RecordedRequest) => {
    calls += 1;
    if (calls === 1) return refused;
    const form = request.body as FormData;
    return ok({
      ...theirs,
      herotitle: form.get('herotitle'),
      herodescription: form.get('herodescription'),
      revision: '6',
    });
  };
}

async function saveMyDescription(routes: Record<string, Route>) {
  const { api } = renderAdminScreen(
    () => (
      <AdminScreen title="About content">
        <ContentRecordEditor record={config} page="/about" />
      </AdminScreen>
    ),
    { api: routes },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Edit About hero' }));
  const description = screen.getByLabelText('Hero description');
  await userEvent.clear(description);
  await userEvent.type(description, 'Every belt, one family');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  return {
    api,
    view: await screen.findByRole('alertdialog', { name: 'Conflicting versions of About hero' }),
  };
}

const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

test('a save sends the revision it opened; refused, it shows who saved when, and both versions field by field', async () => {
  const { api, view } = await saveMyDescription({
    'GET /about/hero': ok(opened),
    'GET /about/hero/draft': ok(null),
    'PUT /about/hero': refusedOnce(),
  });
  expect(puts(api.requests).map((request) => request.ifMatch)).toEqual(['"4"']);
  expect(within(view).getByRole('heading', { name: CONFLICT_MESSAGE })).toBeInTheDocument();
  expect(view).toHaveTextContent(/Kenji Sato saved it on Nov 27, 2026/);
  const row = (name: string) => within(view).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(
    within(row('Hero title'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Our story', 'Forty years on the mat', 'Use Kenji Sato’s Hero title']);
  expect(within(row('Hero description')).getAllByRole('cell')[0]).toHaveTextContent('Every belt, one family');
});

test('copying their title across saves theirs with my description, from their revision', async () => {
  const { api, view } = await saveMyDescription({
    'GET /about/hero': ok(opened),
    'GET /about/hero/draft': ok(null),
    'PUT /about/hero': refusedOnce(),
  });
  const copy = within(view).getByRole('button', { name: 'Save with the fields copied across' });
  expect(copy).toBeDisabled();
  await userEvent.click(within(view).getByRole('checkbox', { name: 'Use Kenji Sato’s Hero title' }));
  await userEvent.click(copy);
  expect(await screen.findByText('About hero updated successfully')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(puts(api.requests).map((request) => request.ifMatch)).toEqual(['"4"', '"5"']);
  const sent = sentForm(api.requests, 'PUT', '/about/hero');
  expect([sent.get('herotitle'), sent.get('herodescription')]).toEqual([
    'Forty years on the mat',
    'Every belt, one family',
  ]);
});

test('keeping mine saves it over theirs, deliberately, from their revision', async () => {
  const { api, view } = await saveMyDescription({
    'GET /about/hero': ok(opened),
    'GET /about/hero/draft': ok(null),
    'PUT /about/hero': refusedOnce(),
  });
  await userEvent.click(within(view).getByRole('button', { name: 'Keep mine' }));
  expect(await screen.findByText('About hero updated successfully')).toBeInTheDocument();
  expect(puts(api.requests).map((request) => request.ifMatch)).toEqual(['"4"', '"5"']);
  const sent = sentForm(api.requests, 'PUT', '/about/hero');
  expect([sent.get('herotitle'), sent.get('herodescription')]).toEqual([
    'Our story',
    'Every belt, one family',
  ]);
});

test('taking theirs drops mine and shows the record as the server has it now', async () => {
  let reads = 0;
  const { api, view } = await saveMyDescription({
    'GET /about/hero': () => {
      reads += 1;
      return ok(reads === 1 ? opened : theirs);
    },
    'GET /about/hero/draft': ok(null),
    'PUT /about/hero': refusedOnce(),
  });
  await userEvent.click(within(view).getByRole('button', { name: 'Take theirs' }));
  expect(await screen.findByText('Forty years on the mat')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(puts(api.requests)).toHaveLength(1);
});
