// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminClassesPage from '../admin/Page';
import type { AcademyEvent, ClassSession, Closure, Program } from '../schemas';

const program = (id: string, title: string, extra: Partial<Program> = {}): Program => ({
  _id: id,
  title,
  description: `${title} classes`,
  image: '',
  imageAlt: '',
  imageDecorative: false,
  imageFocus: '',
  ageMin: '',
  ageMax: '',
  level: 'all',
  ...extra,
});
const dragons = program('p1', 'Little Dragons', { ageMin: 4, ageMax: 6, level: 'beginner' });
const kids = program('p2', 'Kids', { ageMin: 7, ageMax: 12 });

const session = (id: string, extra: Partial<ClassSession>): ClassSession => ({
  _id: id,
  program: 'p2',
  weekday: 2,
  startTime: '17:30',
  endTime: '18:30',
  instructor: 'Sensei Kenji',
  location: '',
  trialSpots: 3,
  ...extra,
});
const tuesdayKids = session('s1', {});
const tuesdayDragons = session('s2', { program: 'p1', startTime: '16:00', endTime: '16:45', trialSpots: 0 });
const saturdayKids = session('s3', {
  weekday: 6,
  startTime: '10:00',
  endTime: '11:00',
  instructor: 'Sensei Aiko',
});

const christmas: Closure = {
  _id: 'x1',
  title: 'Christmas break',
  startDate: '2026-12-22',
  endDate: '2027-01-02',
};
const grading: AcademyEvent = {
  _id: 'e1',
  title: 'Winter grading',
  description: 'Belt grading',
  image: '',
  imageAlt: '',
  imageDecorative: false,
  imageFocus: '',
  kind: 'grading',
  startsAt: '2026-12-05T10:00:00.000Z',
  endsAt: '2026-12-05T13:00:00.000Z',
  location: 'Main dojo',
};

function renderClasses(routes: Record<string, Route> = {}) {
  return renderAdminScreen(AdminClassesPage, {
    api: {
      'GET /classes/hero': ok(null),
      'GET /classes/settings': ok({ _id: 'settings', timeZone: 'Europe/London' }),
      'GET /classes/programs/with-drafts': ok([dragons, kids]),
      'GET /classes/sessions/with-drafts': ok([tuesdayKids, tuesdayDragons, saturdayKids]),
      'GET /classes/closures/with-drafts': ok([christmas]),
      'GET /classes/events/with-drafts': ok([grading]),
      ...routes,
    },
    path: '/admin/classes',
  });
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const week = () => region('Week at a glance');
const timetable = () => region('Weekly timetable');
const classForm = () => within(screen.getByRole('group', { name: /^(Edit|Add) class$/ }));
const loaded = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Classes content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
};

afterEach(() => jest.restoreAllMocks());

test('the week shows each class on its day, in the order they start', async () => {
  renderClasses();
  await loaded();
  const day = (name: string) => week().getByRole('heading', { level: 3, name }).parentElement!;
  expect(
    within(within(day('Tuesday')).getByRole('list'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Edit Little Dragons, Tuesday 16:00-16:45', 'Edit Kids, Tuesday 17:30-18:30']);
  expect(within(day('Tuesday')).getByText('No trials')).toBeInTheDocument();
  expect(
    within(day('Saturday')).getByRole('button', { name: 'Edit Kids, Saturday 10:00-11:00' }),
  ).toHaveTextContent('Sensei Aiko');
  expect(within(day('Monday')).getByText('No classes')).toBeInTheDocument();
  expect(
    week()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
});

test('choosing a class in the week opens it in the timetable editor', async () => {
  renderClasses();
  await loaded();
  await userEvent.click(week().getByRole('button', { name: 'Edit Kids, Saturday 10:00-11:00' }));
  const form = classForm();
  expect(screen.getByRole('group', { name: 'Edit class' })).toBeInTheDocument();
  expect(form.getByLabelText('Program')).toHaveValue('p2');
  expect(form.getByLabelText('Day')).toHaveValue('6');
  expect(form.getByLabelText('Start time')).toHaveValue('10:00');
  expect(form.getByLabelText('Instructor')).toHaveValue('Sensei Aiko');
  expect(form.getByLabelText('Trial places')).toHaveValue(3);
});

test('the timetable lists each class with its program and places', async () => {
  renderClasses();
  await loaded();
  const list = within(timetable().getByRole('list', { name: 'Weekly timetable' }));
  expect(list.getByRole('heading', { name: 'Tuesday 17:30-18:30, Sensei Kenji' })).toBeInTheDocument();
  expect(list.getAllByText('Kids · 3 trial places')).toHaveLength(2);
  expect(list.getByText('Little Dragons · No trials')).toBeInTheDocument();
});

test('a new class is sent as JSON with its program, its day and places as numbers', async () => {
  const created = session('s9', { weekday: 4, program: 'p1', trialSpots: 8, location: 'Hall 2' });
  const { api } = renderClasses({ 'POST /classes/sessions': ok(created) });
  await loaded();
  await userEvent.click(timetable().getByRole('button', { name: 'Add class' }));
  const form = classForm();
  await userEvent.selectOptions(form.getByLabelText('Program'), 'Little Dragons');
  await userEvent.selectOptions(form.getByLabelText('Day'), 'Thursday');
  await userEvent.type(form.getByLabelText('Start time'), '17:30');
  await userEvent.type(form.getByLabelText('End time'), '18:30');
  await userEvent.type(form.getByLabelText('Instructor'), 'Sensei Kenji');
  await userEvent.type(form.getByLabelText('Location'), 'Hall 2');
  await userEvent.clear(form.getByLabelText('Trial places'));
  await userEvent.type(form.getByLabelText('Trial places'), '8');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));

  expect(await timetable().findByRole('status')).toHaveTextContent('Class added successfully');
  expect(api.callsTo('POST', '/classes/sessions')[0].body).toEqual({
    program: 'p1',
    weekday: 4,
    startTime: '17:30',
    endTime: '18:30',
    instructor: 'Sensei Kenji',
    location: 'Hall 2',
    trialSpots: 8,
  });
  expect(api.requests.filter((request) => request.url.includes('/affected'))).toEqual([]);
});

test('deleting a class says first how many visitors will be told; declined, nothing is deleted', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { api } = renderClasses({
    'GET /classes/bookings/affected?session=s1': ok({ count: 2 }),
    'DELETE /classes/sessions/s1': ok(tuesdayKids),
  });
  await loaded();
  const remove = () =>
    userEvent.click(timetable().getByRole('button', { name: 'Delete Tuesday 17:30-18:30, Sensei Kenji' }));
  await remove();
  await waitFor(() =>
    expect(confirm).toHaveBeenCalledWith(
      'Delete this class? 2 visitors with a booked trial will be told it is cancelled.',
    ),
  );
  expect(api.callsTo('DELETE', '/classes/sessions/s1')).toEqual([]);

  await remove();
  expect(await timetable().findByRole('status')).toHaveTextContent('Class moved to the trash successfully');
  expect(api.callsTo('DELETE', '/classes/sessions/s1')).toHaveLength(1);
});

test('a class nobody booked is deleted with the plain question', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderClasses({
    'GET /classes/bookings/affected?session=s1': ok({ count: 0 }),
    'DELETE /classes/sessions/s1': ok(tuesdayKids),
  });
  await loaded();
  await userEvent.click(
    timetable().getByRole('button', { name: 'Delete Tuesday 17:30-18:30, Sensei Kenji' }),
  );
  expect(await timetable().findByRole('status')).toHaveTextContent('Class moved to the trash successfully');
  expect(confirm).toHaveBeenCalledWith('Delete this class?');
});

test('moving a class to another day asks first with the number of visitors told', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { api } = renderClasses({
    'GET /classes/bookings/affected?session=s1': ok({ count: 1 }),
    'PUT /classes/sessions/s1': ok({ ...tuesdayKids, weekday: 3 }),
  });
  await loaded();
  await userEvent.click(week().getByRole('button', { name: 'Edit Kids, Tuesday 17:30-18:30' }));
  await userEvent.selectOptions(classForm().getByLabelText('Day'), 'Wednesday');
  await userEvent.click(classForm().getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(confirm).toHaveBeenCalledWith(
      '1 visitor with a booked trial will be told it is cancelled. Save this class?',
    ),
  );
  expect(api.callsTo('PUT', '/classes/sessions/s1')).toEqual([]);

  await userEvent.click(classForm().getByRole('button', { name: 'Save' }));
  expect(await timetable().findByRole('status')).toHaveTextContent('Class updated successfully');
  expect(api.callsTo('PUT', '/classes/sessions/s1')[0].body).toMatchObject({
    weekday: 3,
    status: 'published',
  });
});

test('a change that keeps the day and time (the instructor) is saved without asking', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  const { api } = renderClasses({
    'PUT /classes/sessions/s1': ok({ ...tuesdayKids, instructor: 'Sensei Mei' }),
  });
  await loaded();
  await userEvent.click(week().getByRole('button', { name: 'Edit Kids, Tuesday 17:30-18:30' }));
  await userEvent.clear(classForm().getByLabelText('Instructor'));
  await userEvent.type(classForm().getByLabelText('Instructor'), 'Sensei Mei');
  await userEvent.click(classForm().getByRole('button', { name: 'Save' }));
  expect(await timetable().findByRole('status')).toHaveTextContent('Class updated successfully');
  expect(confirm).not.toHaveBeenCalled();
  expect(api.requests.filter((request) => request.url.includes('/affected'))).toEqual([]);
});

test("the server's refusal is shown at the field it names", async () => {
  renderClasses({
    'PUT /classes/sessions/s1': failure(400, 'The end time must be after the start time.'),
  });
  await loaded();
  await userEvent.click(week().getByRole('button', { name: 'Edit Kids, Tuesday 17:30-18:30' }));
  await userEvent.clear(classForm().getByLabelText('End time'));
  await userEvent.type(classForm().getByLabelText('End time'), '17:00');
  await userEvent.click(classForm().getByRole('button', { name: 'Save' }));
  expect(await timetable().findByRole('alert')).toHaveTextContent(
    'The end time must be after the start time.',
  );
  expect(classForm().getByLabelText('End time')).toHaveAccessibleDescription(
    'The end time must be after the start time.',
  );
});

test('a new closure says how many visitors with a booked trial on those days will be told', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const easter: Closure = { _id: 'x2', title: 'Easter', startDate: '2027-03-26', endDate: '2027-03-29' };
  const { api } = renderClasses({
    'GET /classes/bookings/affected?startDate=2027-03-26&endDate=2027-03-29': ok({ count: 3 }),
    'POST /classes/closures': ok(easter),
  });
  await loaded();
  const closures = region('Closures');
  expect(closures.getByText('Tuesday 22 December 2026 to Saturday 2 January 2027')).toBeInTheDocument();
  await userEvent.click(closures.getByRole('button', { name: 'Add closure' }));
  const form = within(screen.getByRole('group', { name: 'Add closure' }));
  await userEvent.type(form.getByLabelText('Title'), 'Easter');
  await userEvent.type(form.getByLabelText('First day'), '2027-03-26');
  await userEvent.type(form.getByLabelText('Last day'), '2027-03-29');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));

  expect(await closures.findByRole('status')).toHaveTextContent('Closure added successfully');
  expect(confirm).toHaveBeenCalledWith(
    '3 visitors with a booked trial will be told it is cancelled. Save this closure?',
  );
  expect(api.callsTo('POST', '/classes/closures')[0].body).toEqual({
    title: 'Easter',
    startDate: '2027-03-26',
    endDate: '2027-03-29',
  });
});

test('when the visitors cannot be counted, the confirmation still says they will be told', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  renderClasses({ 'GET /classes/bookings/affected?session=s1': failure(500) });
  await loaded();
  await userEvent.click(
    timetable().getByRole('button', { name: 'Delete Tuesday 17:30-18:30, Sensei Kenji' }),
  );
  await waitFor(() =>
    expect(confirm).toHaveBeenCalledWith(
      'Delete this class? Any visitors with a booked trial will be told it is cancelled (their number could not be counted).',
    ),
  );
});

test('a program sends its ages and level with its texts (an empty age empty)', async () => {
  const { api } = renderClasses({ 'POST /classes/programs': ok(program('p9', 'Teens & Adults')) });
  await loaded();
  const programs = region('Programs');
  expect(programs.getByText('Ages 4-6 · Beginner')).toBeInTheDocument();
  await userEvent.click(programs.getByRole('button', { name: 'Add program' }));
  const form = within(screen.getByRole('group', { name: 'Add program' }));
  await userEvent.type(form.getByLabelText('Title'), 'Teens & Adults');
  await userEvent.type(form.getByLabelText('Description'), 'From 13');
  await userEvent.type(form.getByLabelText('Youngest age'), '13');
  await userEvent.selectOptions(form.getByLabelText('Level'), 'All levels');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));

  expect(await programs.findByRole('status')).toHaveTextContent('Program added successfully');
  expect(Object.fromEntries(sentForm(api.requests, 'POST', '/classes/programs'))).toEqual({
    title: 'Teens & Adults',
    description: 'From 13',
    ageMin: '13',
    ageMax: '',
    level: 'all',
    imageAlt: '',
    imageDecorative: 'false',
    imageFocus: '',
  });
});

test("an event's times are typed in the administrator's time and sent as ISO", async () => {
  const { api } = renderClasses({ 'PUT /classes/events/e1': ok(grading) });
  await loaded();
  const events = region('Events');
  await userEvent.click(events.getByRole('button', { name: 'Edit Winter grading' }));
  const form = within(screen.getByRole('group', { name: 'Edit event' }));
  expect(form.getByLabelText('Kind')).toHaveValue('grading');
  await userEvent.selectOptions(form.getByLabelText('Kind'), 'Seminar');
  await userEvent.clear(form.getByLabelText('Ends'));
  await userEvent.type(form.getByLabelText('Ends'), '2026-12-05T15:00');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(api.callsTo('PUT', '/classes/events/e1')).toHaveLength(1));
  const sent = sentForm(api.requests, 'PUT', '/classes/events/e1');
  expect(sent.get('kind')).toBe('seminar');
  expect(sent.get('startsAt')).toBe(grading.startsAt);
  expect(sent.get('endsAt')).toBe(new Date('2026-12-05T15:00').toISOString());
  expect(sent.get('location')).toBe('Main dojo');
});

test('the time zone is a setting, offered by its IANA names and saved as JSON', async () => {
  const { api } = renderClasses({ 'PUT /classes/settings': ok({ _id: 'settings', timeZone: 'Asia/Tokyo' }) });
  await loaded();
  const settings = region('Timetable settings');
  expect(settings.getByText('Europe/London')).toBeInTheDocument();
  await userEvent.click(settings.getByRole('button', { name: 'Edit Timetable settings' }));
  const input = settings.getByLabelText('Time zone');
  const offered = [...document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option')].map(
    (option) => option.value,
  );
  expect(offered[0]).toBe('UTC');
  expect(offered).toContain('Asia/Tokyo');
  await userEvent.clear(input);
  await userEvent.type(input, 'Asia/Tokyo');
  await userEvent.click(settings.getByRole('button', { name: 'Save' }));
  expect(await settings.findByRole('status')).toHaveTextContent('Timetable settings updated successfully');
  expect(api.callsTo('PUT', '/classes/settings')[0].body).toEqual({ timeZone: 'Asia/Tokyo' });
});

test("a refused time zone shows the server's sentence at the field", async () => {
  renderClasses({ 'PUT /classes/settings': failure(400, 'timeZone is not a time zone this server knows.') });
  await loaded();
  const settings = region('Timetable settings');
  await userEvent.click(settings.getByRole('button', { name: 'Edit Timetable settings' }));
  await userEvent.clear(settings.getByLabelText('Time zone'));
  await userEvent.type(settings.getByLabelText('Time zone'), 'Mars/Olympus');
  await userEvent.click(settings.getByRole('button', { name: 'Save' }));
  expect(await settings.findByRole('alert')).toHaveTextContent(
    'timeZone is not a time zone this server knows.',
  );
  expect(settings.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
});
