// First: it fills jsdom's gaps before the code under test loads.
import { imageFile, ok, renderAdminScreen, sentForm, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type PageSeo,
  blog,
  contentList,
  contentRecord,
  defineSection,
  pageSeoPath,
  pictureAnswer,
  sectionHero,
} from '@academy/contracts';
import { AdminScreen, ListEditor, SectionEditors } from '@academy/admin-kit';

const about = defineSection({
  name: 'about',
  key: 'about',
  order: 2,
  records: {
    hero: contentRecord('about', 'hero', sectionHero, {
      heading: 'Hero',
      loadError: 'Failed to load hero',
      saved: 'Hero saved',
      saveError: 'Failed to save hero',
    }),
  },
  lists: {},
  slots: {},
  pages: [{ path: '/about', expose: 'Page', label: 'About' }],
  screens: [],
  devPorts: {},
});

const SEO = pageSeoPath('/about');
const hero = {
  _id: 'h1',
  herotitle: 'About Us',
  herodescription: 'Traditional karate since 1990',
  heroimg: '/uploads/hero.webp',
  ...pictureAnswer({}, 'heroimg'),
};
const stored: PageSeo = {
  _id: 's1',
  path: '/about',
  seoTitle: 'Karate for kids in Leith',
  seoDescription: 'Classes for children and adults.',
  seoImage: '',
  ...pictureAnswer({}, 'seoImage'),
  noindex: false,
};

/** The about screen's editors against the fake API; every other record never saved. */
function renderScreen(routes: Record<string, Route>) {
  return renderAdminScreen(
    () => (
      <AdminScreen title="About content">
        <SectionEditors section={about} />
      </AdminScreen>
    ),
    { api: { 'GET /about/hero': ok(hero), ...routes }, apiOptions: { otherGets: ok(null) } },
  ).api;
}

const panel = () => screen.findByRole('region', { name: 'Search & social' });
const preview = async (name: string) => within(await panel()).findByRole('figure', { name });

test("shows how the page is found and shared: the hero's texts where nothing is written", async () => {
  renderScreen({ [`GET ${SEO}`]: ok(null) });
  const result = await within(await panel()).findByRole('figure', { name: 'Search result preview' });
  expect(result).toHaveTextContent('About Us | Our Company');
  expect(result).toHaveTextContent('Traditional karate since 1990');
  expect(result).toHaveTextContent('http://localhost/about');
  const card = await preview('Shared card preview');
  expect(card).toHaveTextContent('About Us');
  expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/uploads/hero.webp');
});

test('previews what is typed live, with the characters left, and saves it as JSON', async () => {
  const api = renderScreen({
    [`GET ${SEO}`]: ok(stored),
    [`PUT ${SEO}`]: (request) => ok({ ...stored, ...(request.body as object) }),
  });
  expect(await preview('Search result preview')).toHaveTextContent('Karate for kids in Leith');
  await userEvent.click(
    await within(await panel()).findByRole('button', { name: 'Edit search and social fields of /about' }),
  );
  const title = screen.getByRole('textbox', { name: 'Search title' });
  expect(title).toHaveAccessibleDescription('36 characters left');
  await userEvent.clear(title);
  await userEvent.type(title, 'Shotokan karate, Saturdays');
  expect(title).toHaveAccessibleDescription('34 characters left');
  const description = screen.getByRole('textbox', { name: 'Search description' });
  await userEvent.clear(description);
  await userEvent.type(description, 'Gradings every Saturday morning.');
  expect(description).toHaveAccessibleDescription('128 characters left');
  const result = await preview('Search result preview');
  expect(result).toHaveTextContent('Shotokan karate, Saturdays');
  expect(result).toHaveTextContent('Gradings every Saturday morning.');
  expect(result).not.toHaveTextContent('| Our Company');

  await userEvent.click(screen.getByRole('checkbox', { name: 'Hide from search engines' }));
  expect(await preview('Search result preview')).toHaveTextContent('Hidden from search engines');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Search and social fields saved successfully')).toBeInTheDocument();
  expect(api.callsTo('PUT', SEO).at(-1)?.body).toEqual({
    seoTitle: 'Shotokan karate, Saturdays',
    seoDescription: 'Gradings every Saturday morning.',
    seoImageAlt: '',
    noindex: true,
  });
});

test('refuses a title past the room a search result has, and sends a chosen social image as multipart', async () => {
  const api = renderScreen({
    [`GET ${SEO}`]: ok(null),
    [`PUT ${SEO}`]: ok({ ...stored, seoImage: '/uploads/card.webp' }),
  });
  await userEvent.click(
    await within(await panel()).findByRole('button', { name: 'Edit search and social fields of /about' }),
  );
  const title = screen.getByRole('textbox', { name: 'Search title' });
  await userEvent.type(title, 'x'.repeat(62));
  expect(title).toHaveAccessibleDescription(/2 characters too many/);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Search title: at most 60 characters.')).not.toHaveLength(0);
  expect(api.callsTo('PUT', SEO)).toHaveLength(0);

  await userEvent.clear(title);
  await userEvent.upload(screen.getByLabelText('Social image'), imageFile('card.png'));
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Description of Social image' }),
    'Children bow to their sensei',
  );
  expect(
    within(await preview('Shared card preview'))
      .getByRole('presentation')
      .getAttribute('src'),
  ).toMatch(/^blob:/);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Search and social fields saved successfully')).toBeInTheDocument();
  const sent = sentForm(api.requests, 'PUT', SEO);
  expect(sent.get('seoImage')).toBeInstanceOf(File);
  expect(sent.get('noindex')).toBe('false');
  expect(sent.get('seoImageAlt')).toBe('Children bow to their sensei');
});

test('a social image chosen from the library is previewed and sent as its path', async () => {
  const chosen = '/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1200x630-avif.webp';
  const api = renderScreen({
    [`GET ${SEO}`]: ok(stored),
    'GET /media': ok([
      {
        name: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1200x630-avif.webp',
        path: chosen,
        kind: 'image',
        size: 900,
        width: 1200,
        height: 630,
        description: 'The dojo at dusk',
        decorative: false,
        storedAt: '2026-11-02T09:00:00.000Z',
        usages: [],
      },
    ]),
    [`PUT ${SEO}`]: ok({ ...stored, seoImage: chosen }),
  });
  await userEvent.click(
    await within(await panel()).findByRole('button', { name: 'Edit search and social fields of /about' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Choose from library: Social image' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Choose The dojo at dusk' }));
  expect(
    within(await preview('Shared card preview'))
      .getByRole('presentation')
      .getAttribute('src'),
  ).toBe(chosen);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Search and social fields saved successfully')).toBeInTheDocument();
  expect(sentForm(api.requests, 'PUT', SEO).get('seoImage')).toBe(chosen);
});

// A list whose items have pages of their own: each item's form has the same fields, sent with it.
const posts = contentList('blog', 'blogs', blog, {
  itemName: 'blog',
  itemPage: (item) => `/blog/${item.slug || item._id}`,
  editor: {
    heading: 'Blogs',
    loadError: 'Failed to load blogs',
    saveError: 'Failed to save blog',
    deleteError: 'Failed to delete blog',
    created: 'Blog added successfully',
    updated: 'Blog updated successfully',
    deleteConfirm: 'Delete this blog?',
    empty: 'No blogs yet.',
    fields: [{ name: 'slug', label: 'Address (slug)', kind: 'text' }],
  },
});
const post = {
  _id: 'b1',
  slug: 'first-grading',
  blogtitle: 'First grading',
  blogdescription: 'How it went',
  blogimg: '',
  createdAt: '2026-05-01T10:00:00.000Z',
  ...pictureAnswer({}, 'blogimg'),
  seoTitle: '',
  seoDescription: '',
  seoImage: '',
  ...pictureAnswer({}, 'seoImage'),
  noindex: false,
  author: 'Admin',
};

test("a post's form has its search and social fields, previewed from its own texts, and sends them with it", async () => {
  const api = renderAdminScreen(
    () => (
      <AdminScreen title="Blog content">
        <ListEditor list={posts} page="/blog" />
      </AdminScreen>
    ),
    {
      api: {
        'GET /blog/blogs/with-drafts': ok([post]),
        'PUT /blog/blogs/b1': ok({ ...post, seoDescription: 'Twelve students passed.' }),
      },
    },
  ).api;
  await userEvent.click(await screen.findByRole('button', { name: 'Edit First grading' }));
  const group = screen.getByRole('group', { name: 'Search & social' });
  const result = within(group).getByRole('figure', { name: 'Search result preview' });
  expect(result).toHaveTextContent('http://localhost/blog/first-grading');
  expect(result).toHaveTextContent('First grading | Our Company');
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ', Saturday');
  expect(result).toHaveTextContent('First grading, Saturday | Our Company');
  const description = within(group).getByRole('textbox', { name: 'Search description' });
  await userEvent.type(description, 'Twelve students passed.');
  expect(description).toHaveAccessibleDescription('137 characters left');
  expect(result).toHaveTextContent('Twelve students passed.');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Blog updated successfully')).toBeInTheDocument();
  const sent = sentForm(api.requests, 'PUT', '/blog/blogs/b1');
  expect(sent.get('seoDescription')).toBe('Twelve students passed.');
  expect(sent.get('seoTitle')).toBe('');
  expect(sent.get('noindex')).toBe('false');
  expect(sent.get('slug')).toBe('first-grading');
});
