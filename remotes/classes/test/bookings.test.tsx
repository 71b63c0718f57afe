// First: it fills jsdom's gaps before the code under test loads.
import {
  failure,
  ok,
  renderAdminScreen,
  watchDownloads,
  type RecordedRequest,
  type Route,
} from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminTrialBookingsPage from '../admin/BookingsPage';
import type { ClassSession, TrialBooking } from '../schemas';

const kidsClass: ClassSession = {
  _id: 's1',
  program: 'p2',
  weekday: 2,
  startTime: '17:30',
  endTime: '18:30',
  instructor: 'Sensei Kenji',
  location: '',
  trialSpots: 2,
};
const adultsClass: ClassSession = { ...kidsClass, _id: 's2', program: 'p3', weekday: 4, startTime: '19:00' };

let n = 0;
const booking = (extra: Partial<TrialBooking>): TrialBooking => {
  n += 1;
  return {
    _id: `b${n}`,
    session: 's1',
    program: 'Kids',
    date: '2099-12-01',
    startTime: '17:30',
    name: `Parent ${n}`,
    email: `parent${n}@example.com`,
    phone: '',
    participant: `Child ${n}`,
    age: 8,
    message: '',
    status: 'booked',
    outcome: 'open',
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    ...extra,
  };
};

// 1 December 2099 is a Tuesday; 3 December a Thursday.
const mei = booking({
  participant: 'Mei Sato',
  name: 'Aiko Sato',
  email: 'aiko@example.com',
  phone: '+44 7700 900123',
});
const ren = booking({ participant: 'Ren Ito' });
const sora = booking({ participant: 'Sora Mori', status: 'waitlisted' });
const yuki = booking({
  participant: 'Yuki Abe',
  session: 's2',
  program: 'Teens & Adults',
  date: '2099-12-03',
  startTime: '19:00',
  age: 30,
});
const past = booking({
  participant: 'Hana Kato',
  date: '2020-01-07',
  status: 'attended',
  outcome: 'joined',
  createdAt: '2020-01-01T10:00:00.000Z',
});

function renderBookings(bookings: TrialBooking[] | Route, routes: Record<string, Route> = {}) {
  return renderAdminScreen(AdminTrialBookingsPage, {
    api: {
      'GET /classes/bookings': Array.isArray(bookings) ? ok(bookings) : bookings,
      'GET /classes/sessions/with-drafts': ok([kidsClass, adultsClass]),
      'GET /classes/settings': ok({ _id: 'settings', timeZone: 'Europe/London' }),
      ...routes,
    },
    path: '/admin/classes/bookings',
  });
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const table = () => within(region('Bookings').getByRole('table'));
const participants = () =>
  table()
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);
const rowOf = (participant: string) =>
  within(
    table()
      .getAllByRole('rowheader')
      .find((cell) => cell.firstChild?.textContent === participant)!
      .closest('tr')!,
  );
const loaded = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Trial bookings' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
};

/** A server that keeps the bookings: a write changes what the next GET answers. */
function storedBookings(initial: TrialBooking[]) {
  let stored = initial;
  const routes: Record<string, Route> = { 'GET /classes/bookings': () => ok(stored) };
  for (const { _id } of initial) {
    routes[`PUT /classes/bookings/${_id}`] = (request: RecordedRequest) => {
      stored = stored.map((b) => (b._id === _id ? { ...b, ...(request.body as object) } : b));
      return ok(stored.find((b) => b._id === _id));
    };
    routes[`DELETE /classes/bookings/${_id}`] = () => {
      stored = stored.filter((b) => b._id !== _id);
      return ok({ _id });
    };
  }
  return routes;
}

afterEach(() => jest.restoreAllMocks());

test('the coming classes show their places taken and their waitlist in order', async () => {
  renderBookings([sora, mei, ren, yuki, past]);
  await loaded();
  const coming = within(region('Coming classes').getByRole('table'));
  const rows = coming.getAllByRole('row').slice(1);
  expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
    ['Kids, Tuesday 17:30', 'Tuesday 1 December 2099', '2 of 2 places', 'Sora Mori (Parent 3)'],
    ['Teens & Adults, Thursday 19:00', 'Thursday 3 December 2099', '1 of 2 places', '—'],
  ]);
});

test('each booking shows who comes, who booked, the class and date, its status and outcome', async () => {
  renderBookings([mei, ren, sora, yuki, past]);
  await loaded();
  expect(
    table()
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Participant', 'Booked by', 'Class', 'Date', 'Status', 'Outcome', 'Booked on', 'Actions']);
  // Upcoming by default, soonest first.
  expect(participants()).toEqual(['Mei Sato', 'Ren Ito', 'Sora Mori', 'Yuki Abe']);
  const row = rowOf('Mei Sato');
  expect(row.getByText('Age 8')).toBeInTheDocument();
  expect(row.getByRole('link', { name: 'aiko@example.com' })).toHaveAttribute(
    'href',
    'mailto:aiko@example.com',
  );
  expect(row.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
  expect(row.getByText('Kids, Tuesday 17:30')).toBeInTheDocument();
  expect(row.getByText('Tuesday 1 December 2099')).toBeInTheDocument();
  expect(row.getByRole('combobox', { name: "Status of Mei Sato's booking" })).toHaveValue('booked');
  expect(row.getByRole('combobox', { name: "Outcome of Mei Sato's booking" })).toHaveValue('open');
  expect(rowOf('Sora Mori').getByRole('combobox', { name: "Status of Sora Mori's booking" })).toHaveValue(
    'waitlisted',
  );
});

test('status and outcome are changed in place: each change sends its PUT and the row shows it', async () => {
  const api = renderBookings([], storedBookings([mei, ren])).api;
  await loaded();
  await userEvent.selectOptions(rowOf('Mei Sato').getByRole('combobox', { name: /^Status/ }), 'Attended');
  expect(await region('Bookings').findByRole('status')).toHaveTextContent('Booking updated successfully');
  expect(api.callsTo('PUT', '/classes/bookings/b1').map((request) => request.body)).toEqual([
    { status: 'attended' },
  ]);
  await waitFor(() =>
    expect(rowOf('Mei Sato').getByRole('combobox', { name: /^Status/ })).toHaveValue('attended'),
  );

  await userEvent.selectOptions(rowOf('Mei Sato').getByRole('combobox', { name: /^Outcome/ }), 'Joined');
  await waitFor(() =>
    expect(rowOf('Mei Sato').getByRole('combobox', { name: /^Outcome/ })).toHaveValue('joined'),
  );
  expect(api.callsTo('PUT', '/classes/bookings/b1').map((request) => request.body)).toEqual([
    { status: 'attended' },
    { outcome: 'joined' },
  ]);
});

test("a refused change shows the server's sentence and the row keeps the stored status", async () => {
  renderBookings([mei], {
    'PUT /classes/bookings/b1': failure(409, 'That booking was cancelled meanwhile.'),
  });
  await loaded();
  await userEvent.selectOptions(rowOf('Mei Sato').getByRole('combobox', { name: /^Status/ }), 'No-show');
  expect(await region('Bookings').findByRole('alert')).toHaveTextContent(
    'That booking was cancelled meanwhile.',
  );
  expect(rowOf('Mei Sato').getByRole('combobox', { name: /^Status/ })).toHaveValue('booked');
});

test('the filters: status, outcome, class or program, upcoming or past', async () => {
  renderBookings([mei, ren, sora, yuki, past]);
  await loaded();
  const bookings = region('Bookings');
  await userEvent.selectOptions(bookings.getByLabelText('Filter by status'), 'Waitlisted');
  expect(participants()).toEqual(['Sora Mori']);
  await userEvent.selectOptions(bookings.getByLabelText('Filter by status'), 'All statuses');

  // By its value: user-event compares an option's HTML, where the ampersand is escaped.
  await userEvent.selectOptions(bookings.getByLabelText('Filter by class'), 'program:Teens & Adults');
  expect(participants()).toEqual(['Yuki Abe']);
  await userEvent.selectOptions(bookings.getByLabelText('Filter by class'), 'Kids, Tuesday 17:30');
  expect(participants()).toEqual(['Mei Sato', 'Ren Ito', 'Sora Mori']);

  await userEvent.selectOptions(bookings.getByLabelText('Dates'), 'Past');
  expect(participants()).toEqual(['Hana Kato']);
  await userEvent.selectOptions(bookings.getByLabelText('Filter by outcome'), 'Lost');
  expect(bookings.getByText('No bookings match the filters.')).toBeInTheDocument();
  await userEvent.selectOptions(bookings.getByLabelText('Filter by outcome'), 'Joined');
  expect(participants()).toEqual(['Hana Kato']);

  await userEvent.selectOptions(bookings.getByLabelText('Filter by outcome'), 'All outcomes');
  await userEvent.selectOptions(bookings.getByLabelText('Filter by class'), 'All classes');
  await userEvent.selectOptions(bookings.getByLabelText('Dates'), 'All dates');
  expect(participants()).toEqual(['Mei Sato', 'Ren Ito', 'Sora Mori', 'Yuki Abe', 'Hana Kato']);
});

test('Delete asks first, and removes the booking for good once confirmed', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { api } = renderBookings([], storedBookings([mei, ren]));
  await loaded();
  const remove = () =>
    userEvent.click(rowOf('Mei Sato').getByRole('button', { name: "Delete Mei Sato's booking" }));
  await remove();
  expect(confirm).toHaveBeenCalledWith('Delete this booking for good? This cannot be undone.');
  expect(api.callsTo('DELETE', '/classes/bookings/b1')).toEqual([]);

  await remove();
  expect(await region('Bookings').findByRole('status')).toHaveTextContent('Booking deleted successfully');
  await waitFor(() => expect(participants()).toEqual(['Ren Ito']));
  expect(api.callsTo('DELETE', '/classes/bookings/b1')).toHaveLength(1);
});

test('a failed delete says so and keeps the booking', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderBookings([mei], { 'DELETE /classes/bookings/b1': failure(500) });
  await loaded();
  await userEvent.click(rowOf('Mei Sato').getByRole('button', { name: "Delete Mei Sato's booking" }));
  expect(await region('Bookings').findByRole('alert')).toHaveTextContent('Failed to delete booking');
  expect(participants()).toEqual(['Mei Sato']);
});

test('Download CSV fetches every booking with the session and saves the file', async () => {
  const csv = new Blob(['\ufeffParticipant,Email\r\n'], { type: 'text/csv' });
  const { created, clicked } = watchDownloads();
  const { api } = renderBookings([mei], { 'GET /classes/bookings.csv': { status: 200, body: csv } });
  await loaded();
  await userEvent.click(region('Bookings').getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(created).toEqual([csv]);
  expect(clicked[0].download).toBe('trial-bookings.csv');
  expect(api.callsTo('GET', '/classes/bookings.csv')).toHaveLength(1);
});

test('a failed download says so', async () => {
  renderBookings([mei], { 'GET /classes/bookings.csv': failure(500) });
  await loaded();
  await userEvent.click(region('Bookings').getByRole('button', { name: 'Download CSV' }));
  expect(await region('Bookings').findByRole('alert')).toHaveTextContent('Failed to download bookings');
});

test('no bookings yet: both parts say so, and there is nothing to download', async () => {
  renderBookings(failure(404, 'Not found'));
  await loaded();
  expect(region('Coming classes').getByText('No trials booked for the coming classes.')).toBeInTheDocument();
  expect(region('Bookings').getByText('No trial bookings yet.')).toBeInTheDocument();
  expect(region('Bookings').getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

test('a failed load says so', async () => {
  renderBookings(failure(500));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bookings');
});
