// First: it fills jsdom's gaps before the code under test loads.
import { failure, networkError, ok, renderPage, type Route } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import detailPage from '../page/DetailPage';
import { paragraphsOf } from '../page/features/detail/paragraphs';
import { isImageMedia } from '../page/features/detail/MediaGallery';
import { BLOG_FEED } from '../feed';

const blog = {
  _id: 'b1',
  blogtitle: 'Preparing for Your First Grading',
  blogdescription: 'What the examiners look for.',
  blogimg: '/uploads/grading.webp',
  blogimgAlt: '',
  blogimgDecorative: false,
  blogimgFocus: '',
  createdAt: '2026-03-05T12:00:00.000Z',
};
const undescribed = { urlAlt: '', urlDecorative: false };
const detailed = {
  _id: 'd1',
  blogId: 'b1',
  subtitle: 'A month-by-month plan',
  subDescription: 'How our students prepare.',
  content: 'Stances first.\r\n\nThen the kata, slowly.',
  media: [
    {
      _id: 'm2',
      type: 'video',
      url: '/uploads/kata.webm',
      caption: 'The kata in slow motion',
      position: 1,
      ...undescribed,
    },
    { _id: 'm3', type: 'image', url: '/uploads/panel.webp', caption: '', position: 2, ...undescribed },
    {
      _id: 'm1',
      type: 'image',
      url: '/uploads/belts.webp',
      caption: 'New belts',
      position: 0,
      urlAlt: 'Coloured belts folded on a bench',
      urlDecorative: false,
    },
  ],
};

const renderDetail = (routes: Record<string, Route>) =>
  renderPage(detailPage, { path: '/blog/:id', url: '/blog/b1', api: routes });
const saved = { 'GET /blog/blogs/b1': ok(blog), 'GET /blog/detailed/b1': ok(detailed) };

test('shows the hero with the date, the texts, one paragraph per line, and the media in position order', async () => {
  const { api } = renderDetail(saved);
  expect(await screen.findByRole('heading', { level: 1, name: blog.blogtitle })).toBeInTheDocument();
  expect(screen.getByText('Published on March 5, 2026')).toBeInTheDocument();
  expect(api.requests.map((r) => r.url).sort()).toEqual(['/blog/blogs/b1', '/blog/detailed/b1']);
  const article = within(screen.getByRole('article'));
  expect(article.getByRole('heading', { level: 2, name: 'A month-by-month plan' })).toBeInTheDocument();
  expect(article.getByText('How our students prepare.')).toBeInTheDocument();
  expect(article.getByText('Stances first.').tagName).toBe('P');
  expect(article.getByText('Then the kata, slowly.').tagName).toBe('P');

  const gallery = within(screen.getByRole('region', { name: 'Media Gallery' }));
  const items = gallery.getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('img, video')?.getAttribute('src'))).toEqual([
    '/uploads/belts.webp',
    '/uploads/kata.webm',
    '/uploads/panel.webp',
  ]);
  // A picture's alt is what staff wrote of it; empty for one nobody described.
  expect(items.map((item) => item.querySelector('img')?.getAttribute('alt'))).toEqual([
    'Coloured belts folded on a bench',
    undefined,
    '',
  ]);
  const video = items[1].querySelector('video')!;
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('preload', 'metadata');
  expect(within(items[0]).getByText('New belts').tagName).toBe('FIGCAPTION');
  expect(within(items[1]).getByText('The kata in slow motion')).toBeInTheDocument();
  expect(items[2].querySelector('figcaption')).toBeNull();
});

test('its meta is the blog’s title, description and image, the article it is, and the blog’s feed', async () => {
  renderDetail(saved);
  await screen.findByRole('heading', { level: 1, name: blog.blogtitle });
  expect(document.title).toBe(`${blog.blogtitle} | Our Company`);
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', blog.blogdescription);
  expect(detailPage.meta({ blog, detailed })).toEqual({
    title: blog.blogtitle,
    description: blog.blogdescription,
    image: blog.blogimg,
    article: {
      headline: blog.blogtitle,
      description: blog.blogdescription,
      image: blog.blogimg,
      datePublished: blog.createdAt,
      dateModified: blog.createdAt,
    },
    feeds: [BLOG_FEED],
  });
});

test('its search title, description and social image, when written, are what its head says', async () => {
  const written = {
    ...blog,
    seoTitle: 'Grading day',
    seoDescription: 'Twelve passed',
    seoImage: '/uploads/card.webp',
  };
  renderDetail({ ...saved, 'GET /blog/blogs/b1': ok(written) });
  await screen.findByRole('heading', { level: 1, name: blog.blogtitle });
  expect(document.title).toBe('Grading day');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Twelve passed');
  expect(detailPage.meta({ blog: written, detailed })).toMatchObject({ image: '/uploads/card.webp' });
});

test('a blog without detailed content says so', async () => {
  renderDetail({ ...saved, 'GET /blog/detailed/b1': failure(404, 'This blog has no detailed content.') });
  expect(await screen.findByText('No detailed content available for this blog.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: blog.blogtitle })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Media Gallery' })).not.toBeInTheDocument();
});

test('a missing blog shows Blog Not Found', async () => {
  renderDetail({
    'GET /blog/blogs/b1': failure(404, 'There is no blog with that id.'),
    'GET /blog/detailed/b1': failure(404),
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Blog Not Found' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('The requested blog post could not be found.');
  expect(document.title).toBe('Blog Not Found | Our Company');
  // A server answers this page as missing, so search engines drop it.
  expect(detailPage.meta({ blog: null, detailed: null })?.status).toBe(404);
});

test.each([
  ['the blog call fails', 'Blog not found', { 'GET /blog/blogs/b1': failure(500) }],
  ['the detailed call fails', 'Detailed content not found', { 'GET /blog/detailed/b1': failure(503) }],
  ['there is no answer', 'Failed to load blog data', { 'GET /blog/blogs/b1': networkError }],
])('when %s the page says %p', async (_when, message, routes) => {
  renderDetail({ ...saved, ...routes });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('paragraphs are split at line breaks of any kind, blank lines dropped', () => {
  expect(paragraphsOf('One\nTwo\r\nThree\rFour\n\n  \nFive  ')).toEqual([
    'One',
    'Two',
    'Three',
    'Four',
    'Five',
  ]);
  expect(paragraphsOf('')).toEqual([]);
});

test('media of type image are pictures; any other type is a video', () => {
  expect(isImageMedia({ type: 'image' })).toBe(true);
  expect(['video', 'mp4', ''].map((type) => isImageMedia({ type }))).toEqual([false, false, false]);
});
