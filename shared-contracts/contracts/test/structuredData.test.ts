import {
  type PageMeta,
  type SiteSection,
  articlePageMeta,
  documentTitle,
  pageStructuredData,
  withSearchFields,
} from '../src';

const ORIGIN = 'https://dojo.example';
const ACADEMY = {
  name: 'Shotokan Dojo',
  logo: '/uploads/logo-200x200-avif.webp',
  address: '1 Harbour Street, Leith',
  telephone: '+44 131 000 0000',
  email: 'sensei@dojo.example',
};
const SECTIONS: SiteSection[] = [
  { name: 'home', order: 1, pages: [{ path: '/', expose: 'Page', label: 'Home' }], screens: [] },
  {
    name: 'blog',
    order: 4,
    pages: [
      { path: '/blog', expose: 'Page', label: 'Blog' },
      { path: '/blog/:id', expose: 'DetailPage' },
    ],
    screens: [],
  },
];
const source = (path: string, meta: PageMeta = { title: 'Page title', description: 'About it' }) => ({
  path,
  meta,
  academy: ACADEMY,
  sections: SECTIONS,
  origin: ORIGIN,
});
const typesOf = (data: object[]) => data.map((item) => (item as { '@type': string })['@type']);

describe('pageStructuredData', () => {
  it('describes the academy on the home page, from the dashboard and the contact details, with no breadcrumbs', () => {
    const data = pageStructuredData(source('/'));
    expect(data).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'SportsActivityLocation',
        '@id': 'https://dojo.example/#academy',
        name: 'Shotokan Dojo',
        url: 'https://dojo.example/',
        logo: 'https://dojo.example/uploads/logo-200x200-avif.webp',
        image: 'https://dojo.example/uploads/logo-200x200-avif.webp',
        address: { '@type': 'PostalAddress', streetAddress: '1 Harbour Street, Leith' },
        telephone: '+44 131 000 0000',
        email: 'sensei@dojo.example',
      },
    ]);
  });

  it('leaves out what the academy has not written', () => {
    const [academy] = pageStructuredData({ ...source('/'), academy: { name: 'Dojo' } });
    expect(Object.keys(academy)).toEqual(['@context', '@type', '@id', 'name', 'url']);
  });

  it('gives every other page its breadcrumbs, by the navigation labels, ending with the page', () => {
    const data = pageStructuredData(source('/blog/first-grading?q=x'));
    expect(typesOf(data)).toEqual(['SportsActivityLocation', 'BreadcrumbList']);
    expect(data[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://dojo.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://dojo.example/blog' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Page title',
          item: 'https://dojo.example/blog/first-grading',
        },
      ],
    });
  });

  it('describes an article as a BlogPosting by its author, published by the academy', () => {
    const meta = {
      title: 'First grading',
      description: 'How it went',
      article: {
        headline: 'First grading',
        description: 'How it went',
        image: '/uploads/post-1600x900-avif.webp',
        datePublished: '2026-05-01T10:00:00.000Z',
        dateModified: '2026-05-02T10:00:00.000Z',
        author: 'Aiko Tanaka',
      },
    };
    const posting = pageStructuredData(source('/blog/first-grading', meta))[1];
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      mainEntityOfPage: 'https://dojo.example/blog/first-grading',
      url: 'https://dojo.example/blog/first-grading',
      headline: 'First grading',
      description: 'How it went',
      image: ['https://dojo.example/uploads/post-1600x900-avif.webp'],
      datePublished: '2026-05-01T10:00:00.000Z',
      dateModified: '2026-05-02T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Aiko Tanaka' },
      publisher: {
        '@type': 'Organization',
        name: 'Shotokan Dojo',
        url: 'https://dojo.example/',
        logo: { '@type': 'ImageObject', url: 'https://dojo.example/uploads/logo-200x200-avif.webp' },
      },
    });
    const unsigned = pageStructuredData(
      source('/blog/x', { ...meta, article: { ...meta.article, author: undefined } }),
    )[1] as { author: object };
    // Unsigned, it is the academy's, as published.
    expect(unsigned.author).toEqual((posting as { publisher: object }).publisher);
  });

  it("keeps a page's own description of the academy (its opening hours), completed with the site's, once", () => {
    const hours = [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday' }];
    const own = {
      '@type': 'SportsActivityLocation',
      name: 'Old',
      address: 'text',
      openingHoursSpecification: hours,
    };
    const event = { '@type': 'Event', name: 'Grading' };
    const data = pageStructuredData(
      source('/classes', { title: 'Classes', description: '', structuredData: [own, event] }),
    );
    expect(typesOf(data)).toEqual(['SportsActivityLocation', 'Event', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({
      name: 'Shotokan Dojo',
      address: { '@type': 'PostalAddress' },
      openingHoursSpecification: hours,
    });
  });
});

describe('withSearchFields', () => {
  const meta = { title: 'About Us', description: 'From the hero', image: '/uploads/hero.webp' };

  it('keeps what the page says of itself for every field left empty', () => {
    expect(withSearchFields(meta, null)).toEqual(meta);
    expect(
      withSearchFields(meta, { seoTitle: '', seoDescription: '', seoImage: '', noindex: false }),
    ).toEqual(meta);
    expect(documentTitle(meta, 'Dojo')).toBe('About Us | Dojo');
  });

  it('takes each field written: the search title as the whole document title, the description, the image, noindex', () => {
    const written = withSearchFields(meta, {
      seoTitle: 'Karate for kids near you',
      seoDescription: 'Classes every day',
      seoImage: '/uploads/card.webp',
      noindex: true,
    });
    expect(written).toEqual({
      title: 'About Us',
      searchTitle: 'Karate for kids near you',
      description: 'Classes every day',
      image: '/uploads/card.webp',
      noindex: true,
    });
    expect(documentTitle(written, 'Dojo')).toBe('Karate for kids near you');
  });
});

describe('articlePageMeta', () => {
  const own = { title: 'First grading', description: 'How it went', image: '/uploads/post.webp' };

  it('makes a post an article: its title the headline, published when it was, by its author', () => {
    const meta = articlePageMeta(own, { createdAt: '2026-05-01T10:00:00.000Z', author: 'Aiko Tanaka' });
    expect(meta).toEqual({
      ...own,
      article: {
        headline: 'First grading',
        description: 'How it went',
        image: '/uploads/post.webp',
        datePublished: '2026-05-01T10:00:00.000Z',
        dateModified: '2026-05-01T10:00:00.000Z',
        author: 'Aiko Tanaka',
      },
    });
    expect(
      articlePageMeta(own, { createdAt: '2026-05-01T10:00:00.000Z', author: '' }).article,
    ).not.toHaveProperty('author');
  });

  it('takes the search and social fields written for the post over its own texts, in the head only', () => {
    const meta = articlePageMeta(own, {
      createdAt: '2026-05-01T10:00:00.000Z',
      seoTitle: 'Grading day at the dojo',
      seoDescription: 'Twelve students passed',
      seoImage: '/uploads/card.webp',
      noindex: true,
    });
    expect(meta).toMatchObject({
      searchTitle: 'Grading day at the dojo',
      description: 'Twelve students passed',
      image: '/uploads/card.webp',
      noindex: true,
      article: { headline: 'First grading', description: 'How it went', image: '/uploads/post.webp' },
    });
  });
});

test("a post without a picture of its own is shown with the academy's logo", () => {
  const article = { headline: 'x', description: 'y', datePublished: 'z', dateModified: 'z' };
  const [, posting] = pageStructuredData(source('/blog/x', { title: 'x', description: 'y', article }));
  expect(posting).toMatchObject({ image: ['https://dojo.example/uploads/logo-200x200-avif.webp'] });
});
