// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminBlogPage from '../admin/Page';

const grading = {
  _id: 'b1',
  blogtitle: 'Preparing for Your First Grading',
  blogdescription: 'What the examiners look for.',
  blogimg: '/uploads/grading.webp',
  createdAt: '2026-03-05T12:00:00.000Z',
};

async function renderAdminBlog(routes: Record<string, Route> = {}) {
  const { api } = renderAdminScreen(AdminBlogPage, {
    api: { 'GET /blog/hero': ok(null), 'GET /blog/blogs/with-drafts': ok([grading]), ...routes },
    path: '/admin/blog',
  });
  await screen.findByRole('heading', { level: 1, name: 'Blog content' });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return api;
}

const region = (name: string) => within(screen.getByRole('region', { name }));

afterEach(() => jest.restoreAllMocks());

test('the screen has the blog hero and the blogs, each with its date and Manage Details', async () => {
  await renderAdminBlog();
  expect(screen.getByRole('region', { name: 'Blog hero section' })).toBeInTheDocument();
  const blogs = region('Blogs');
  expect(blogs.getByText(grading.blogtitle)).toBeInTheDocument();
  expect(blogs.getByText('March 5, 2026')).toBeInTheDocument();
  // A plain link: following it is a full page load of the details editor.
  const manage = blogs.getByRole('link', { name: `Manage Details of ${grading.blogtitle}` });
  expect(manage).toHaveAttribute('href', '/admin/blogs/b1/details');
  expect(manage).toHaveTextContent('Manage Details');
});

test.each([
  ['GET /blog/hero', 'Blog hero section', 'Failed to load blog hero section'],
  ['GET /blog/blogs/with-drafts', 'Blogs', 'Failed to load blogs'],
])('a failed %s shows the catalogue text in its own section', async (call, name, text) => {
  await renderAdminBlog({ [call]: failure(503) });
  expect(region(name).getByRole('alert')).toHaveTextContent(text);
});

test('the hero is saved with the catalogue texts', async () => {
  const api = await renderAdminBlog({ 'PUT /blog/hero': failure(500) });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Blog hero section' }));
  await userEvent.type(screen.getByLabelText('Hero title'), 'From the Dojo');
  await userEvent.type(screen.getByLabelText('Hero description'), 'News');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await region('Blog hero section').findByRole('alert')).toHaveTextContent(
    'Failed to update blog hero section',
  );
  expect(sentForm(api.requests, 'PUT', '/blog/hero').get('herotitle')).toBe('From the Dojo');
});

test('a blog is added at the top, and deleted after a confirmation that says its details go to the trash with it', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const added = { ...grading, _id: 'b2', blogtitle: 'Kata at Home', createdAt: '2026-04-01T12:00:00.000Z' };
  const api = await renderAdminBlog({
    'POST /blog/blogs': ok(added),
    'DELETE /blog/blogs/b1': failure(500),
  });
  await userEvent.click(region('Blogs').getByRole('button', { name: 'Add blog' }));
  await userEvent.type(screen.getByLabelText('Title'), 'Kata at Home');
  await userEvent.type(screen.getByLabelText('Description'), 'Practise slowly.');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await region('Blogs').findByRole('status')).toHaveTextContent('Blog added successfully');
  expect(sentForm(api.requests, 'POST', '/blog/blogs').get('blogdescription')).toBe('Practise slowly.');

  await userEvent.click(region('Blogs').getByRole('button', { name: `Delete ${grading.blogtitle}` }));
  expect(confirm).toHaveBeenCalledWith(
    'Delete this blog? Its detailed content and media go to the trash with it.',
  );
  expect(await region('Blogs').findByRole('alert')).toHaveTextContent('Failed to delete blog');
});

test.each([
  ['an update', ok({ ...grading, blogtitle: 'Grading Day' }), 'Blog updated successfully'],
  ['a failed update without a reason', failure(500), 'Failed to save blog'],
])('%s of a blog says %p', async (_what, reply, message) => {
  await renderAdminBlog({ 'PUT /blog/blogs/b1': reply });
  await userEvent.click(region('Blogs').getByRole('button', { name: `Edit ${grading.blogtitle}` }));
  await userEvent.clear(screen.getByLabelText('Title'));
  await userEvent.type(screen.getByLabelText('Title'), 'Grading Day');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await region('Blogs').findByText(message)).toBeInTheDocument();
});

test('a deleted blog goes to the trash, and the list says so', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = await renderAdminBlog({ 'DELETE /blog/blogs/b1': ok(grading) });
  await userEvent.click(region('Blogs').getByRole('button', { name: `Delete ${grading.blogtitle}` }));
  expect(await region('Blogs').findByRole('status')).toHaveTextContent(
    'Blog moved to the trash successfully',
  );
  expect(api.callsTo('DELETE', '/blog/blogs/b1')).toHaveLength(1);
});

test('a saved hero says so', async () => {
  await renderAdminBlog({
    'PUT /blog/hero': ok({ _id: 'h', herotitle: 'From the Dojo', herodescription: 'News', heroimg: '' }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Blog hero section' }));
  await userEvent.type(screen.getByLabelText('Hero title'), 'From the Dojo');
  await userEvent.type(screen.getByLabelText('Hero description'), 'News');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await region('Blog hero section').findByRole('status')).toHaveTextContent(
    'Blog hero section updated successfully',
  );
});

test('a blog can be scheduled, and each blog previews its own page', async () => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  const link = { url: 'https://academy.test/blog/b1?preview=abc', expiresAt: '2026-11-27T16:05:00.000Z' };
  const api = await renderAdminBlog({ 'POST /previews': ok(link) });
  await userEvent.click(screen.getByRole('button', { name: 'Preview Preparing for Your First Grading' }));
  expect(await screen.findByRole('link', { name: link.url })).toBeInTheDocument();
  expect(api.callsTo('POST', '/previews').map((request) => request.body)).toEqual([{ path: '/blog/b1' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Add blog' }));
  expect(screen.getByLabelText('Publish at')).toHaveAttribute('type', 'datetime-local');
  expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
});
