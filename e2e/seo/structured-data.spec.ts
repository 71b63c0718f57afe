import { expect, test } from '@playwright/test';
import { API_PREFIX, SITE_FRAME, type ContactInfo, type DashboardHero } from '@academy/contracts';
import { PUBLIC_PAGE_PATHS, section } from '../support/sitePages';
import { jsonLdOf, schemaOrgProblems } from './schemaOrg';

// Structured data (issue 31): every page's JSON-LD, as the server writes it, checked against the
// schema.org types it uses (required and recommended properties, kinds of values), and made from
// the content (the dashboard's name and logo, the contact details, the post).

const { blogs } = section('blog').lists;
const typeOf = (item: Record<string, unknown>) => item['@type'];

test("every page's JSON-LD is valid for its schema.org types, and describes the academy from the content", async ({
  request,
}) => {
  const read = async <T>(path: string) =>
    (await (await request.get(`${API_PREFIX}${path}`)).json()).data as T;
  const brand = await read<DashboardHero>(SITE_FRAME.brand.path);
  const contact = await read<ContactInfo>(SITE_FRAME.contact.path);
  const [post] = await read<{ slug?: string; _id: string; blogtitle: string }[]>(blogs.path);
  expect(post).toBeDefined();
  const postPath = blogs.itemPage!(post);

  for (const path of [...PUBLIC_PAGE_PATHS, postPath]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const data = jsonLdOf(await response.text());
    expect(
      data.flatMap((item) => schemaOrgProblems(item, path)),
      path,
    ).toEqual([]);
    const types = data.map(typeOf);
    expect(
      types.filter((type) => type === 'SportsActivityLocation'),
      path,
    ).toHaveLength(1);
    expect(types.includes('BreadcrumbList'), path).toBe(path !== '/');
    expect(types.includes('BlogPosting'), path).toBe(path === postPath);
    const academy = data.find((item) => typeOf(item) === 'SportsActivityLocation')!;
    expect(academy, path).toMatchObject({
      name: brand.name,
      address: { streetAddress: contact.address },
      telephone: contact.phone,
      email: contact.email,
    });
    expect(new URL(String(academy.logo)).pathname, path).toBe(brand.logo);
  }

  const postData = jsonLdOf(await (await request.get(postPath)).text());
  expect(postData.find((item) => typeOf(item) === 'BlogPosting')).toMatchObject({
    headline: post.blogtitle,
    publisher: { name: brand.name },
  });
  const crumbs = postData.find((item) => typeOf(item) === 'BreadcrumbList') as {
    itemListElement: { name: string }[];
  };
  expect(crumbs.itemListElement.map((step) => step.name)).toEqual(['Home', 'Blog', post.blogtitle]);
});
