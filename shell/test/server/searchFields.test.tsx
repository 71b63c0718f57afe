import { failure, ok } from '@academy/testing';
import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import { type PageModule, pageSeoPath } from '@academy/contracts';
import { renderPage } from '../../src/server/renderPage';
import { resetBrowserState } from '../support/browserState';
import { REMOTE_MODULES } from '../support/pageModules';
import { SITE_SECTIONS } from '../support/siteSections';
import { fakeSiteApi } from '../support/siteApi';

// What the server's head says of a page (issue 31): the search and social fields staff wrote for
// its path over what the page says of itself, and the structured data made from the content.

const ACADEMY = {
  'GET /dashboard/hero': ok({ _id: 'd', name: 'Kensho Dojo', logo: '/uploads/logo.webp' }),
  'GET /contact/contacts': ok({
    _id: 'c',
    address: '1 Harbour Street, Leith',
    phone: '+44 131 000 0000',
    email: 'sensei@dojo.example',
    mapEmbed: '',
  }),
};

async function rendered(path: string) {
  const page = await renderPage(new Request(`http://dojo.test${path}`), {
    apiOrigin: '',
    reader: contentReader(getData, getErrorStatus),
    sections: SITE_SECTIONS,
    loadPage: async (remote, expose) => REMOTE_MODULES[`${remote}/${expose}`] as PageModule<unknown>,
  });
  if (page.kind !== 'page') throw new Error(`${path} was not rendered: ${page.kind}`);
  return page;
}

const typesOf = (data: readonly object[] | undefined) =>
  (data ?? []).map((item) => (item as { '@type': string })['@type']);

beforeEach(() => resetBrowserState());

test("a page's search title, description, social image and noindex, when written, are its head's", async () => {
  fakeSiteApi({
    ...ACADEMY,
    [`GET ${pageSeoPath('/about')}`]: ok({
      _id: 's',
      path: '/about',
      seoTitle: 'Karate for kids in Leith',
      seoDescription: 'Shotokan classes every day.',
      seoImage: '/uploads/card.webp',
      noindex: true,
    }),
  });
  const page = await rendered('/about');
  expect(page.status).toBe(200);
  expect(page.title).toBe('Karate for kids in Leith');
  expect(page.meta).toMatchObject({
    title: 'About',
    description: 'Shotokan classes every day.',
    image: '/uploads/card.webp',
    noindex: true,
  });
});

test('with none written, or none to be had, the page says what it says of itself', async () => {
  fakeSiteApi({ ...ACADEMY, [`GET ${pageSeoPath('/about')}`]: ok(null) });
  const page = await rendered('/about');
  expect(page.title).toBe('About | Kensho Dojo');
  expect(page.meta.description).toBe('About: nothing saved');
  expect(page.meta.noindex).toBeUndefined();

  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeSiteApi({ ...ACADEMY, [`GET ${pageSeoPath('/about')}`]: failure(503) });
  const unread = await rendered('/about');
  expect([unread.status, unread.title]).toEqual([200, 'About | Kensho Dojo']);
});

test('every page describes the academy from the dashboard and the contact details; every page but home its breadcrumbs', async () => {
  fakeSiteApi(ACADEMY);
  const about = await rendered('/about');
  expect(typesOf(about.meta.structuredData)).toEqual(['SportsActivityLocation', 'BreadcrumbList']);
  expect(about.meta.structuredData?.[0]).toMatchObject({
    name: 'Kensho Dojo',
    url: 'http://dojo.test/',
    logo: 'http://dojo.test/uploads/logo.webp',
    address: { '@type': 'PostalAddress', streetAddress: '1 Harbour Street, Leith' },
    telephone: '+44 131 000 0000',
    email: 'sensei@dojo.example',
  });
  expect(about.meta.structuredData?.[1]).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: 'http://dojo.test/' },
      { position: 2, name: 'About', item: 'http://dojo.test/about' },
    ],
  });
  const home = await rendered('/');
  expect(typesOf(home.meta.structuredData)).toEqual(['SportsActivityLocation']);
});
