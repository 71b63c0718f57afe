// First: it fills jsdom's gaps before the code under test loads.
import { failure, ok, renderPage, type Route } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import blogPage from '../page/Page';
import { filterBlogs } from '../page/features/list/filterBlogs';

const hero = {
  _id: 'h',
  herotitle: 'From the Dojo',
  herodescription: 'News and advice',
  heroimg: '/uploads/h.webp',
};
const blogs = [
  {
    _id: 'b2',
    blogtitle: 'Preparing for Your First Grading',
    blogdescription: 'What the examiners look for.',
    blogimg: '/uploads/grading.webp',
    blogimgAlt: 'A student ties her new belt',
    blogimgDecorative: false,
    blogimgFocus: '',
    createdAt: '2026-03-05T12:00:00.000Z',
  },
  {
    _id: 'b1',
    blogtitle: 'Why Kata Still Matters',
    blogdescription: 'Breathing, FOCUS and technique.',
    blogimg: '',
    blogimgAlt: '',
    blogimgDecorative: false,
    blogimgFocus: '',
    createdAt: '2025-11-20T12:00:00.000Z',
  },
];

const renderBlog = (routes: Record<string, Route>) => renderPage(blogPage, { path: '/blog', api: routes });
const saved = { 'GET /blog/hero': ok(hero), 'GET /blog/blogs': ok(blogs) };
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('shows the hero and a card per blog: image, title, long US date, description and Read more', async () => {
  const { api } = renderBlog(saved);
  expect(await screen.findByRole('heading', { level: 1, name: 'From the Dojo' })).toBeInTheDocument();
  expect(api.requests.map((r) => r.url).sort()).toEqual(['/blog/blogs', '/blog/hero']);
  expect(cardTitles()).toEqual(['Preparing for Your First Grading', 'Why Kata Still Matters']);
  const card = within(screen.getAllByRole('listitem')[0]);
  expect(card.getByRole('img', { name: 'A student ties her new belt' })).toHaveAttribute(
    'src',
    '/uploads/grading.webp',
  );
  expect(card.getByText('March 5, 2026')).toBeInTheDocument();
  expect(card.getByText('What the examiners look for.')).toBeInTheDocument();
  expect(card.getByText('Read more')).toBeInTheDocument();
  expect(screen.getByText('November 20, 2025')).toBeInTheDocument();
  expect(document.title).toBe('From the Dojo | Our Company');
});

test('a card opens its blog at /blog/{id}', async () => {
  const { router } = renderBlog(saved);
  await userEvent.click(await screen.findByRole('link', { name: 'Why Kata Still Matters' }));
  expect(router.state.location.pathname).toBe('/blog/b1');
});

test('the search filters the loaded list live, on title or description, whatever the case', async () => {
  const { api } = renderBlog(saved);
  const search = await screen.findByPlaceholderText('Search articles...');
  expect(search).toHaveAccessibleName('Search articles');
  await userEvent.type(search, 'GRADING');
  expect(cardTitles()).toEqual(['Preparing for Your First Grading']);
  await userEvent.clear(search);
  await userEvent.type(search, 'focus');
  expect(cardTitles()).toEqual(['Why Kata Still Matters']);
  await userEvent.type(search, ' nothing like this');
  expect(screen.getByText('No blog posts to display.')).toBeInTheDocument();
  await userEvent.clear(search);
  expect(cardTitles()).toHaveLength(2);
  // Filtering is done on what was loaded: no further calls.
  expect(api.requests).toHaveLength(2);
});

test('the address’s search (/blog?q=...) narrows the list as the page is rendered, and the box holds it', async () => {
  const { api } = renderPage(blogPage, { path: '/blog', url: '/blog?q=kata', api: saved });
  expect(await screen.findByRole('heading', { level: 1, name: 'From the Dojo' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(['Why Kata Still Matters']);
  const search = screen.getByRole('searchbox', { name: 'Search articles' });
  expect(search).toHaveValue('kata');
  // Live from there on: what is typed narrows the list loaded with the page, calling nothing.
  await userEvent.clear(search);
  expect(cardTitles()).toHaveLength(2);
  expect(api.requests).toHaveLength(2);
});

test('the search box is a form asking for the page’s own address with q; sending it live loads nothing', async () => {
  const { api, router } = renderBlog(saved);
  const search = await screen.findByRole('searchbox', { name: 'Search articles' });
  const form = screen.getByRole('search');
  expect(form.tagName).toBe('FORM');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).not.toHaveAttribute('action');
  expect(search).toHaveAttribute('name', 'q');
  await userEvent.type(search, 'grading{Enter}');
  expect(cardTitles()).toEqual(['Preparing for Your First Grading']);
  expect(router.state.location.search).toBe('');
  expect(api.requests).toHaveLength(2);
});

test('going to another search’s address starts the box and the list from it', async () => {
  const { router } = renderPage(blogPage, { path: '/blog', url: '/blog?q=grading', api: saved });
  await screen.findByRole('heading', { level: 1, name: 'From the Dojo' });
  expect(cardTitles()).toEqual(['Preparing for Your First Grading']);
  await act(() => router.navigate('/blog'));
  await waitFor(() => expect(cardTitles()).toHaveLength(2));
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
});

test('no blogs says so; a hero never saved shows the defaults', async () => {
  renderBlog({ 'GET /blog/hero': ok(null), 'GET /blog/blogs': ok([]) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Default Title' })).toBeInTheDocument();
  expect(screen.getByText('No blog posts to display.')).toBeInTheDocument();
});

test('a failed call shows the page error in place of the page', async () => {
  renderBlog({ 'GET /blog/hero': ok(hero), 'GET /blog/blogs': failure(503, 'Database unavailable') });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load blog page data. Please try again later.',
  );
  expect(screen.queryByPlaceholderText('Search articles...')).not.toBeInTheDocument();
});

describe('filterBlogs', () => {
  it.each([
    ['', 2],
    ['   ', 2],
    ['kata', 1],
    ['KATA', 1],
    ['examiners', 1],
    ['  Examiners ', 1],
    ['a', 2],
    ['judo', 0],
  ])('%p keeps %p blogs, in their order', (search, count) => {
    const kept = filterBlogs(blogs, search);
    expect(kept).toHaveLength(count);
    expect(blogs.filter((blog) => kept.includes(blog))).toEqual(kept);
  });
});
