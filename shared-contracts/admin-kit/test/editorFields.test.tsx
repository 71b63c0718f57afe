// First: it fills jsdom's gaps before the code under test loads.
import { failure, imageFile, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Type from '@sinclair/typebox';
import { contentKind, contentList, dataList, dataRecord } from '@academy/contracts';
import {
  AdminScreen,
  ListEditor,
  RecordEditor,
  SectionEditors,
  fieldProblem,
  sentValue,
  type ListWrite,
} from '@academy/admin-kit';

// The kit's own lists, shaped like a dojo's: the kit's tests import no section.
const course = contentKind(
  { title: 'title', description: 'description', image: 'image' },
  { ageMin: Type.Union([Type.Integer(), Type.Literal('')]), level: Type.String(), startsAt: Type.String() },
);
const courses = contentList('dojo', 'courses', course, {
  itemName: 'course',
  editor: {
    heading: 'Courses',
    loadError: 'Failed to load courses',
    saveError: 'Failed to save course',
    deleteError: 'Failed to delete course',
    created: 'Course added successfully',
    updated: 'Course updated successfully',
    deleteConfirm: 'Delete this course?',
    empty: 'No courses yet.',
    fields: [
      { name: 'ageMin', label: 'Youngest age', kind: 'number', min: 0, max: 120 },
      {
        name: 'level',
        label: 'Level',
        kind: 'select',
        required: true,
        options: [
          { value: 'beginner', label: 'Beginner' },
          { value: 'advanced', label: 'Advanced' },
        ],
      },
      { name: 'startsAt', label: 'Starts', kind: 'datetime', required: true },
    ],
  },
});

const lessonShape = {
  body: Type.Object({}),
  record: Type.Object({
    _id: Type.String(),
    course: Type.String(),
    weekday: Type.Integer(),
    startTime: Type.String(),
    places: Type.Integer(),
    note: Type.String(),
  }),
};
type Lesson = {
  _id: string;
  course: string;
  weekday: number;
  startTime: string;
  places: number;
  note: string;
};
const lessons = dataList('dojo', 'lessons', lessonShape, {
  itemName: 'lesson',
  itemTitle: (fields) => `Day ${String(fields.weekday)} at ${String(fields.startTime)}`,
  editor: {
    heading: 'Lessons',
    loadError: 'Failed to load lessons',
    saveError: 'Failed to save lesson',
    deleteError: 'Failed to delete lesson',
    created: 'Lesson added successfully',
    updated: 'Lesson updated successfully',
    deleteConfirm: 'Delete this lesson?',
    empty: 'No lessons yet.',
    fields: [
      {
        name: 'course',
        label: 'Course',
        kind: 'reference',
        required: true,
        reference: { list: '/dojo/courses', label: 'title' },
      },
      {
        name: 'weekday',
        label: 'Day',
        kind: 'select',
        required: true,
        options: [
          { value: 1, label: 'Monday' },
          { value: 2, label: 'Tuesday' },
        ],
      },
      { name: 'startTime', label: 'Start time', kind: 'time', required: true },
      { name: 'places', label: 'Places', kind: 'number', required: true, min: 0, max: 50, default: '0' },
      { name: 'note', label: 'Note', kind: 'textarea' },
    ],
  },
});

const settings = dataRecord(
  'dojo',
  'settings',
  {
    body: Type.Object({ timeZone: Type.String() }),
    record: Type.Object({ _id: Type.String(), timeZone: Type.String() }),
  },
  {
    heading: 'Dojo settings',
    loadError: 'Failed to load the settings',
    saved: 'Settings updated successfully',
    saveError: 'Failed to update the settings',
    fields: [
      {
        name: 'timeZone',
        label: 'Time zone',
        kind: 'text',
        required: true,
        default: 'UTC',
        suggestions: () => ['UTC', 'Europe/London', 'Asia/Tokyo'],
      },
    ],
  },
);

const kids = {
  _id: 'c1',
  title: 'Kids',
  description: 'Fun',
  image: '',
  ageMin: 7,
  level: 'beginner',
  startsAt: '2026-09-01T16:00:00.000Z',
};
const adults = { ...kids, _id: 'c2', title: 'Adults', ageMin: '', level: 'advanced', status: 'draft' };
const monday: Lesson = { _id: 'l1', course: 'c1', weekday: 1, startTime: '17:30', places: 3, note: '' };

function renderEditors(
  routes: Record<string, Route>,
  confirmWrite?: (write: ListWrite<Lesson>) => string | null,
) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="Dojo content">
        <ListEditor list={courses} page="/dojo" />
        <ListEditor<Lesson> list={lessons} page="/dojo" confirmWrite={confirmWrite} />
      </AdminScreen>
    ),
    {
      api: {
        'GET /dojo/courses/with-drafts': ok([kids, adults]),
        'GET /dojo/lessons/with-drafts': ok([monday]),
        ...routes,
      },
      path: '/admin/dojo',
    },
  );
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const localTime = (iso: string) => {
  const time = new Date(iso);
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

afterEach(() => jest.restoreAllMocks());

test('a list of another shape is titled by its itemTitle and edited through its declared fields', async () => {
  renderEditors({});
  const list = await screen.findByRole('list', { name: 'Lessons' });
  expect(within(list).getByRole('heading', { name: 'Day 1 at 17:30' })).toBeInTheDocument();
  expect(within(list).queryByRole('img')).not.toBeInTheDocument();

  await userEvent.click(within(list).getByRole('button', { name: 'Edit Day 1 at 17:30' }));
  const form = within(screen.getByRole('group', { name: 'Edit lesson' }));
  expect(form.getByLabelText('Course')).toHaveFocus();
  expect(form.getByLabelText('Course')).toHaveValue('c1');
  expect(
    within(form.getByLabelText('Course'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose...', 'Kids', 'Adults (not published)']);
  expect(form.getByLabelText('Day')).toHaveValue('1');
  expect(form.getByLabelText('Start time')).toHaveValue('17:30');
  expect(form.getByLabelText('Places')).toHaveValue(3);
  expect(form.getByLabelText('Note')).toHaveValue('');
});

test('a new item of another shape is sent as JSON: numbers as numbers, a numeric choice as a number', async () => {
  const created = {
    _id: 'l2',
    course: 'c2',
    weekday: 2,
    startTime: '18:00',
    places: 12,
    note: 'Bring a belt',
  };
  const { api } = renderEditors({ 'POST /dojo/lessons': ok(created) });
  await userEvent.click(await screen.findByRole('button', { name: 'Add lesson' }));
  const form = within(screen.getByRole('group', { name: 'Add lesson' }));
  expect(form.getByLabelText('Places')).toHaveValue(0);
  await userEvent.selectOptions(form.getByLabelText('Course'), 'Adults (not published)');
  await userEvent.selectOptions(form.getByLabelText('Day'), 'Tuesday');
  await userEvent.type(form.getByLabelText('Start time'), '18:00');
  await userEvent.clear(form.getByLabelText('Places'));
  await userEvent.type(form.getByLabelText('Places'), '12');
  await userEvent.type(form.getByLabelText('Note'), '  Bring a belt ');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Lesson added successfully');
  expect(api.callsTo('POST', '/dojo/lessons')[0].body).toEqual({
    course: 'c2',
    weekday: 2,
    startTime: '18:00',
    places: 12,
    note: 'Bring a belt',
  });
});

test('declared fields are checked at the field: required, whole numbers within bounds', async () => {
  const { api } = renderEditors({});
  await userEvent.click(await screen.findByRole('button', { name: 'Add lesson' }));
  const form = within(screen.getByRole('group', { name: 'Add lesson' }));
  await userEvent.clear(form.getByLabelText('Places'));
  await userEvent.type(form.getByLabelText('Places'), '51');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));

  expect(await region('Lessons').findByRole('alert')).toHaveTextContent('Course is required');
  expect(form.getByLabelText('Course')).toHaveAccessibleDescription('Course is required');
  expect(form.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
  expect(form.getByLabelText('Places')).toHaveAccessibleDescription('Places must be at most 50');
  expect(form.getByLabelText('Note')).not.toHaveAttribute('aria-invalid');
  expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
});

test("the server's refusal is shown at the field it names, and the form stays open", async () => {
  renderEditors({ 'PUT /dojo/lessons/l1': failure(400, 'places must be at most 50') });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Day 1 at 17:30' }));
  const form = within(screen.getByRole('group', { name: 'Edit lesson' }));
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await region('Lessons').findByRole('alert')).toHaveTextContent('places must be at most 50');
  expect(form.getByLabelText('Places')).toHaveAccessibleDescription('places must be at most 50');
  expect(form.getByLabelText('Start time')).not.toHaveAttribute('aria-invalid');
});

test('a content kind sends its declared fields in its multipart form: numbers, choices, ISO times', async () => {
  const { api } = renderEditors({ 'PUT /dojo/courses/c1': ok(kids), 'PUT /dojo/courses/c2': ok(adults) });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Kids' }));
  let form = within(screen.getByRole('group', { name: 'Edit course' }));
  expect(form.getByLabelText('Title')).toHaveValue('Kids');
  expect(form.getByLabelText('Youngest age')).toHaveValue(7);
  expect(form.getByLabelText('Level')).toHaveValue('beginner');
  expect(form.getByLabelText('Starts')).toHaveAttribute('type', 'datetime-local');
  expect(form.getByLabelText('Starts')).toHaveValue(localTime(kids.startsAt));
  await userEvent.clear(form.getByLabelText('Starts'));
  await userEvent.type(form.getByLabelText('Starts'), '2026-10-05T18:30');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT', '/dojo/courses/c1')).toHaveLength(1));
  expect(Object.fromEntries(sentForm(api.requests, 'PUT', '/dojo/courses/c1'))).toEqual({
    status: 'published',
    title: 'Kids',
    description: 'Fun',
    ageMin: '7',
    level: 'beginner',
    startsAt: new Date('2026-10-05T18:30').toISOString(),
    // What was said of its picture goes with every save (none yet here).
    imageAlt: '',
    imageDecorative: 'false',
    imageFocus: '',
  });

  // An empty optional number is sent empty.
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Adults' }));
  form = within(screen.getByRole('group', { name: 'Edit course' }));
  expect(form.getByLabelText('Youngest age')).toHaveValue(null);
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT', '/dojo/courses/c2')).toHaveLength(1));
  expect(sentForm(api.requests, 'PUT', '/dojo/courses/c2').get('ageMin')).toBe('');
});

test('confirmWrite adds its sentence to the delete confirmation; declined, nothing is sent', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const asked: ListWrite<Lesson>[] = [];
  const { api } = renderEditors({ 'DELETE /dojo/lessons/l1': ok(monday) }, (write) => {
    asked.push(write);
    return '2 visitors will be told.';
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Day 1 at 17:30' }));
  expect(confirm).toHaveBeenLastCalledWith('Delete this lesson? 2 visitors will be told.');
  expect(asked).toEqual([{ action: 'delete', item: monday }]);
  expect(api.callsTo('DELETE', '/dojo/lessons/l1')).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Day 1 at 17:30' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Lesson moved to the trash successfully');
  expect(api.callsTo('DELETE', '/dojo/lessons/l1')).toHaveLength(1);
});

test('confirmWrite sees a save’s values as sent, and its sentence asks before the save', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const asked: ListWrite<Lesson>[] = [];
  const draft = { at: '2026-09-01T10:00:00.000Z', by: 'Owner', fields: monday };
  const routes = {
    'PUT /dojo/lessons/l1': ok({ ...monday, weekday: 2 }),
    'PUT /dojo/lessons/l1/draft': ok(draft),
  };
  const { api } = renderEditors(routes, (write) => {
    asked.push(write);
    return write.action === 'save' && write.values.weekday !== write.item?.weekday
      ? '1 visitor will be told.'
      : null;
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Day 1 at 17:30' }));
  const form = within(screen.getByRole('group', { name: 'Edit lesson' }));
  await userEvent.selectOptions(form.getByLabelText('Day'), 'Tuesday');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(confirm).toHaveBeenLastCalledWith('1 visitor will be told. Save this lesson?');
  expect(asked[0]).toEqual({
    action: 'save',
    item: monday,
    values: { course: 'c1', weekday: 2, startTime: '17:30', places: 3, note: '' },
  });
  expect(api.callsTo('PUT', '/dojo/lessons/l1')).toEqual([]);
  expect(screen.getByRole('group', { name: 'Edit lesson' })).toBeInTheDocument();

  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Lesson updated successfully');
  expect(api.callsTo('PUT', '/dojo/lessons/l1')[0].body).toMatchObject({ weekday: 2, status: 'published' });

  // A draft changes nothing visitors see: it is not confirmed.
  confirm.mockClear();
  await userEvent.click(screen.getByRole('button', { name: /^Edit Day \d at 17:30$/ }));
  const again = within(screen.getByRole('group', { name: 'Edit lesson' }));
  await userEvent.selectOptions(again.getByLabelText('Day'), 'Tuesday');
  await userEvent.selectOptions(again.getByLabelText('Day'), 'Monday');
  await userEvent.clear(again.getByLabelText('Places'));
  await userEvent.type(again.getByLabelText('Places'), '4');
  await userEvent.click(again.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(api.callsTo('PUT', '/dojo/lessons/l1/draft')).toHaveLength(1));
  expect(api.callsTo('PUT', '/dojo/lessons/l1/draft')[0].body).toMatchObject({ weekday: 1, places: 4 });
  expect(confirm).not.toHaveBeenCalled();
});

test('a record of another shape: its view, its default, and a JSON save', async () => {
  const { api } = renderAdminScreen(
    () => (
      <AdminScreen title="Dojo content">
        <RecordEditor record={settings} page="/dojo" />
      </AdminScreen>
    ),
    {
      api: {
        'GET /dojo/settings': ok(null),
        'PUT /dojo/settings': ok({ _id: 's', timeZone: 'Asia/Tokyo' }),
      },
      path: '/admin/dojo',
    },
  );
  const editor = () => region('Dojo settings');
  expect(await editor().findByText('Time zone')).toBeInTheDocument();
  expect(editor().getByText('UTC')).toBeInTheDocument();
  await userEvent.click(editor().getByRole('button', { name: 'Edit Dojo settings' }));
  const input = editor().getByLabelText('Time zone');
  expect(input).toHaveValue('UTC');
  const suggestions = document.getElementById(input.getAttribute('list')!)!;
  expect([...suggestions.querySelectorAll('option')].map((option) => option.value)).toEqual([
    'UTC',
    'Europe/London',
    'Asia/Tokyo',
  ]);
  await userEvent.clear(input);
  await userEvent.type(input, 'Asia/Tokyo');
  await userEvent.click(editor().getByRole('button', { name: 'Save' }));
  expect(await editor().findByRole('status')).toHaveTextContent('Settings updated successfully');
  expect(api.callsTo('PUT', '/dojo/settings')[0].body).toEqual({ timeZone: 'Asia/Tokyo' });
  expect(editor().getByText('Asia/Tokyo')).toBeInTheDocument();
});

test('SectionEditors gives a record with declared fields its RecordEditor', async () => {
  renderAdminScreen(
    () => (
      <AdminScreen title="Dojo content">
        <SectionEditors
          section={{
            name: 'dojo',
            key: 'dojo',
            order: 9,
            records: { settings },
            lists: {},
            slots: {},
            pages: [],
            screens: [],
            devPorts: {},
          }}
        />
      </AdminScreen>
    ),
    { api: { 'GET /dojo/settings': ok({ _id: 's', timeZone: 'Europe/London' }) }, path: '/admin/dojo' },
  );
  expect(await region('Dojo settings').findByText('Europe/London')).toBeInTheDocument();
});

test.each([
  [{ name: 'n', label: 'Age', kind: 'number' as const, min: 0, max: 9 }, '4.5', 'Age must be a whole number'],
  [{ name: 'n', label: 'Age', kind: 'number' as const, min: 3 }, '2', 'Age must be at least 3'],
  [{ name: 't', label: 'Start', kind: 'time' as const }, '25:00', 'Start must be a time (HH:MM)'],
  [{ name: 'n', label: 'Age', kind: 'number' as const, required: true }, ' ', 'Age is required'],
])('fieldProblem(%o, %p) says %p', (field, text, problem) => {
  expect(fieldProblem(field, text)).toBe(problem);
});

test('sentValue: numbers, empty numbers, datetimes, trimmed texts', () => {
  expect(sentValue({ name: 'n', label: 'N', kind: 'number' }, ' 12 ')).toBe(12);
  expect(sentValue({ name: 'n', label: 'N', kind: 'number' }, '')).toBe('');
  expect(sentValue({ name: 'd', label: 'D', kind: 'datetime' }, '2026-10-05T18:30')).toBe(
    new Date('2026-10-05T18:30').toISOString(),
  );
  expect(sentValue({ name: 't', label: 'T', kind: 'text' }, ' a ')).toBe('a');
});

test('a form with declared fields asks for its picture’s description too, and saves no undescribed new one', async () => {
  const described = { ...kids, image: '/uploads/kids.webp', imageAlt: 'Children bow to the teacher' };
  const { api } = renderEditors({ 'PUT /dojo/courses/c1': ok(described) });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Kids' }));
  const form = within(screen.getByRole('group', { name: 'Edit course' }));
  await userEvent.upload(form.getByLabelText('Image', { exact: true }), imageFile('kids.png'));
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await region('Courses').findByRole('alert')).toHaveTextContent(
    'Describe the picture "Image", or mark it decorative.',
  );
  expect(form.getByLabelText('Description of Image')).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('PUT', '/dojo/courses/c1')).toEqual([]);

  await userEvent.type(form.getByLabelText('Description of Image'), 'Children bow to the teacher');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT', '/dojo/courses/c1')).toHaveLength(1));
  const sent = sentForm(api.requests, 'PUT', '/dojo/courses/c1');
  expect([sent.get('imageAlt'), sent.get('imageDecorative')]).toEqual([
    'Children bow to the teacher',
    'false',
  ]);
  expect(await region('Courses').findByRole('status')).toHaveTextContent('Course updated successfully');
});
