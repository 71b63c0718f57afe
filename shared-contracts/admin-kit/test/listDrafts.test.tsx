// First: it fills jsdom's gaps before the code under test loads.
import { ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ListItemState, type SectionList, contentKind, contentList } from '@academy/contracts';
import { AdminScreen, ListEditor, formatDateTime } from '@academy/admin-kit';

// The kit's own kinds, shaped like the blog (schedulable, a page per post) and the about team.
const post = contentKind({ title: 'blogtitle', description: 'blogdescription', image: 'blogimg' });
const posts = contentList('blog', 'blogs', post, {
  itemName: 'blog',
  itemPage: (item) => `/blog/${item._id}`,
  schedulable: true,
  editor: {
    heading: 'Blogs',
    loadError: 'Failed to load blogs',
    saveError: 'Failed to save blog',
    deleteError: 'Failed to delete blog',
    created: 'Blog added successfully',
    updated: 'Blog updated successfully',
    deleteConfirm: 'Delete this blog?',
    empty: 'No blogs yet.',
  },
});
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

const blog = (id: string, title: string, state: ListItemState = {}) => ({
  _id: id,
  blogtitle: title,
  blogdescription: `${title} in words`,
  blogimg: '',
  ...state,
});
const grading = blog('b1', 'Grading day');
const camp = blog('b2', 'Summer camp', { status: 'draft' });
// Picked in the administrator's own time; sent and answered as ISO.
const SCHEDULED_LOCAL = '2030-01-15T09:30';
const SCHEDULED_AT = new Date(SCHEDULED_LOCAL).toISOString();
const tournament = blog('b3', 'Tournament', { status: 'scheduled', publishAt: SCHEDULED_AT });
const seminar = blog('b4', 'Seminar', { status: 'published', hasDraft: true });
const seminarDraft = {
  at: '2026-11-26T16:05:00.000Z',
  by: 'Admin',
  fields: { ...seminar, blogtitle: 'Seminar with Sensei Aiko' },
};

function renderList(routes: Record<string, Route>, list: SectionList = posts) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="Content">
        <ListEditor list={list} page="/section-page" />
      </AdminScreen>
    ),
    { api: routes, path: '/admin/blog' },
  ).api;
}

/** One item of the list, by its title. */
const item = (title: string) =>
  within(screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement);

async function addBlog(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Add blog' }));
  await userEvent.type(screen.getByLabelText('Title'), title);
  await userEvent.type(screen.getByLabelText('Description'), `${title} in words`);
}

afterEach(() => jest.restoreAllMocks());

test('staff read the list with its drafts, each item marked by where it stands for visitors', async () => {
  const api = renderList({ 'GET /blog/blogs/with-drafts': ok([grading, camp, tournament, seminar]) });
  expect(await screen.findByText('Summer camp')).toBeInTheDocument();
  expect(item('Summer camp').getByText('Draft')).toBeInTheDocument();
  expect(item('Tournament').getByText(`Scheduled for ${formatDateTime(SCHEDULED_AT)}`)).toBeInTheDocument();
  expect(item('Seminar').getByText('Unpublished changes')).toBeInTheDocument();
  expect(item('Grading day').queryByText(/Draft|Scheduled|Unpublished/)).not.toBeInTheDocument();
  expect(item('Summer camp').getByRole('button', { name: 'Publish Summer camp' })).toBeInTheDocument();
  expect(item('Summer camp').queryByRole('button', { name: /Discard/ })).not.toBeInTheDocument();
  expect(item('Seminar').getByRole('button', { name: 'Publish draft of Seminar' })).toBeInTheDocument();
  expect(item('Seminar').getByRole('button', { name: 'Discard draft of Seminar' })).toBeInTheDocument();
  expect(api.callsTo('GET', '/blog/blogs')).toEqual([]);
});

test('a new item’s Save draft posts it with status draft and says so', async () => {
  let stored = [grading];
  const created = blog('b9', 'Open day', { status: 'draft' });
  const api = renderList({
    'GET /blog/blogs/with-drafts': () => ok(stored),
    'POST /blog/blogs': () => {
      stored = [created, ...stored];
      return ok(created);
    },
  });
  await addBlog('Open day');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Draft saved successfully');
  expect(Object.fromEntries(sentForm(api.requests, 'POST', '/blog/blogs'))).toEqual({
    blogtitle: 'Open day',
    blogdescription: 'Open day in words',
    blogimgAlt: '',
    blogimgDecorative: 'false',
    blogimgFocus: '',
    status: 'draft',
  });
  expect(await item('Open day').findByText('Draft')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Add blog' })).not.toBeInTheDocument();
});

test('Save of an existing item publishes it now (status published)', async () => {
  const api = renderList({
    'GET /blog/blogs/with-drafts': ok([camp]),
    'PUT /blog/blogs/b2': ok({ ...camp, status: 'published' }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Summer camp' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Blog updated successfully');
  expect(sentForm(api.requests, 'PUT', '/blog/blogs/b2').get('status')).toBe('published');
});

test('Save draft of a published item puts its changes aside (PUT <item>/draft) and the list marks it', async () => {
  let stored = [grading];
  const api = renderList({
    'GET /blog/blogs/with-drafts': () => ok(stored),
    'PUT /blog/blogs/b1/draft': () => {
      stored = [{ ...grading, hasDraft: true }];
      return ok({ at: '2026-11-26T16:05:00.000Z', by: 'Admin', fields: grading });
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Grading day' }));
  await userEvent.type(screen.getByLabelText('Title'), ' in May');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Draft saved successfully');
  expect(sentForm(api.requests, 'PUT', '/blog/blogs/b1/draft').get('blogtitle')).toBe('Grading day in May');
  expect(sentForm(api.requests, 'PUT', '/blog/blogs/b1/draft').has('status')).toBe(false);
  expect(api.callsTo('PUT', '/blog/blogs/b1')).toEqual([]);
  expect(await item('Grading day').findByText('Unpublished changes')).toBeInTheDocument();
});

test('an item with unpublished changes is edited from its draft', async () => {
  renderList({
    'GET /blog/blogs/with-drafts': ok([seminar]),
    'GET /blog/blogs/b4/draft': ok(seminarDraft),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Seminar' }));
  expect(await screen.findByLabelText('Title')).toHaveValue('Seminar with Sensei Aiko');
});

test('Publish draft posts <item>/publish and the item shows as published', async () => {
  let stored = [seminar];
  const publishedSeminar = { ...seminarDraft.fields, hasDraft: false };
  const api = renderList({
    'GET /blog/blogs/with-drafts': () => ok(stored),
    'POST /blog/blogs/b4/publish': () => {
      stored = [publishedSeminar];
      return ok(publishedSeminar);
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Publish draft of Seminar' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Draft published successfully');
  expect(api.callsTo('POST', '/blog/blogs/b4/publish')).toHaveLength(1);
  expect(item('Seminar with Sensei Aiko').queryByText('Unpublished changes')).not.toBeInTheDocument();
});

test('Discard draft asks first, then deletes the item’s draft and says so', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  let stored = [seminar];
  const api = renderList({
    'GET /blog/blogs/with-drafts': () => ok(stored),
    'DELETE /blog/blogs/b4/draft': () => {
      stored = [{ ...seminar, hasDraft: false }];
      return ok(null);
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Discard draft of Seminar' }));
  expect(confirm).toHaveBeenCalledWith('Discard this draft? The published version stays as it is.');
  expect(await screen.findByText('Draft discarded successfully')).toBeInTheDocument();
  expect(api.callsTo('DELETE', '/blog/blogs/b4/draft')).toHaveLength(1);
  expect(item('Seminar').queryByText('Unpublished changes')).not.toBeInTheDocument();
});

test('Schedule sends status scheduled with the time picked as ISO, and the list says when', async () => {
  let stored = [grading];
  const local = '2030-01-15T09:30';
  const publishAt = new Date(local).toISOString();
  const created = blog('b9', 'Open day', { status: 'scheduled', publishAt });
  const api = renderList({
    'GET /blog/blogs/with-drafts': () => ok(stored),
    'POST /blog/blogs': () => {
      stored = [created, ...stored];
      return ok(created);
    },
  });
  await addBlog('Open day');
  const picker = screen.getByLabelText('Publish at');
  expect(picker).toHaveAttribute('type', 'datetime-local');
  await userEvent.type(picker, local);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    `Blog scheduled successfully for ${formatDateTime(publishAt)}`,
  );
  const form = sentForm(api.requests, 'POST', '/blog/blogs');
  expect(form.get('status')).toBe('scheduled');
  expect(form.get('publishAt')).toBe(publishAt);
  expect(await item('Open day').findByText(`Scheduled for ${formatDateTime(publishAt)}`)).toBeInTheDocument();
});

test.each([
  ['no time', '', 'Choose the date and time to publish at'],
  ['a past time', '2020-01-01T08:00', 'The publish time must be in the future'],
])('Schedule with %s is refused at the picker and sends nothing', async (_case, local, message) => {
  const api = renderList({ 'GET /blog/blogs/with-drafts': ok([]) });
  await addBlog('Open day');
  if (local) await userEvent.type(screen.getByLabelText('Publish at'), local);
  await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Publish at')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription(message);
  expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
});

test('a scheduled item’s form opens with its publish time', async () => {
  renderList({ 'GET /blog/blogs/with-drafts': ok([tournament]) });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
  expect(screen.getByLabelText('Publish at')).toHaveValue(SCHEDULED_LOCAL);
});

test('a list that does not schedule has no picker and no Schedule button', async () => {
  renderList({ 'GET /about/team/with-drafts': ok([]) }, team);
  await userEvent.click(await screen.findByRole('button', { name: 'Add team member' }));
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Publish at')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
});

test('Preview of an item opens its own page when the list has item pages', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const link = { url: 'https://academy.test/blog/b2?preview=abc', expiresAt: '2026-11-27T16:05:00.000Z' };
  const api = renderList({ 'GET /blog/blogs/with-drafts': ok([grading, camp]), 'POST /previews': ok(link) });
  await userEvent.click(await screen.findByRole('button', { name: 'Preview Summer camp' }));
  expect(await item('Summer camp').findByRole('link', { name: link.url })).toBeInTheDocument();
  expect(api.callsTo('POST', '/previews').map((request) => request.body)).toEqual([{ path: '/blog/b2' }]);
  expect(open).toHaveBeenCalledWith(link.url, '_blank', 'noopener');
});

test('a list without item pages previews the section’s page', async () => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  const link = { url: 'https://academy.test/about?preview=abc', expiresAt: '2026-11-27T16:05:00.000Z' };
  const teamMember = { _id: 't1', teamtitle: 'Sensei Kenji', teamdescription: 'Teaches', teamimg: '' };
  const api = renderList(
    { 'GET /about/team/with-drafts': ok([teamMember]), 'POST /previews': ok(link) },
    team,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Preview Sensei Kenji' }));
  await screen.findByRole('link', { name: link.url });
  expect(api.callsTo('POST', '/previews').map((request) => request.body)).toEqual([
    { path: '/section-page' },
  ]);
});
