import type { SiteSection } from './api/requests';
import type { ArticleMeta, PageMeta } from './page';

// Structured data (issue 31): what a server-rendered page tells search engines in JSON-LD, made
// from the content: the academy on every page (a SportsActivityLocation, a LocalBusiness, with the
// dashboard's name and logo and the contact details), a blog post as a BlogPosting, and where the
// page stands on the site (a BreadcrumbList) on every page but home. Plain data: the server writes
// it into the head (see PageMeta's structuredData).

const SCHEMA_ORG = 'https://schema.org';
/** What the academy is to schema.org: a LocalBusiness where a sport is taught. */
const ACADEMY_TYPE = 'SportsActivityLocation';

/** The academy as the dashboard and the contact details have it; absent fields are left out. */
export interface AcademyDetails {
  name: string;
  /** The logo's path (relative to the site) or absolute URL. */
  logo?: string;
  address?: string;
  telephone?: string;
  email?: string;
}

/** What a page's structured data is made from. */
export interface PageStructuredDataSource {
  /** The page's path, as requested (a query is ignored). */
  path: string;
  meta: PageMeta;
  academy: AcademyDetails;
  /** The sections' pages: their navigation labels name the breadcrumbs. */
  sections: readonly SiteSection[];
  /** The site's origin (`https://dojo.example`): every URL in the data is absolute. */
  origin: string;
}

const absolute = (url: string, origin: string) => new URL(url, origin).href;

/** The academy as a local business where karate is taught. */
export function academyStructuredData(academy: AcademyDetails, origin: string): object {
  const logo = academy.logo ? absolute(academy.logo, origin) : undefined;
  return {
    '@context': SCHEMA_ORG,
    '@type': ACADEMY_TYPE,
    '@id': `${absolute('/', origin)}#academy`,
    name: academy.name,
    url: absolute('/', origin),
    ...(logo && { logo, image: logo }),
    ...(academy.address && { address: { '@type': 'PostalAddress', streetAddress: academy.address } }),
    ...(academy.telephone && { telephone: academy.telephone }),
    ...(academy.email && { email: academy.email }),
  };
}

/** The way from the home page to this one: each step a page's name and its address. */
export function breadcrumbStructuredData(steps: readonly { name: string; url: string }[]): object {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The academy as an organisation: a post's publisher, and its author when nobody signed it. */
function academyOrganization(academy: AcademyDetails, origin: string): object {
  return {
    '@type': 'Organization',
    name: academy.name,
    url: absolute('/', origin),
    ...(academy.logo && { logo: { '@type': 'ImageObject', url: absolute(academy.logo, origin) } }),
  };
}

/**
 * A blog post, written by its author (or, unknown, by the academy), published by the academy, its
 * picture the post's own or else the academy's logo.
 */
export function blogPostingStructuredData(
  article: ArticleMeta,
  { url, academy, origin }: { url: string; academy: AcademyDetails; origin: string },
): object {
  const image = article.image || academy.logo;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BlogPosting',
    mainEntityOfPage: url,
    url,
    headline: article.headline,
    description: article.description,
    ...(image && { image: [absolute(image, origin)] }),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : academyOrganization(academy, origin),
    publisher: academyOrganization(academy, origin),
  };
}

/** The pages above this one that the sections declare, and this one: each path from the top. */
function pathsTo(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`);
}

/** The breadcrumbs of a page: Home, each declared page above it, then the page by its label or title. */
function breadcrumbSteps({ path, meta, sections, origin }: PageStructuredDataSource) {
  const labels = new Map(
    sections.flatMap((section) =>
      section.pages.flatMap((page) => (page.label ? [[page.path, page.label]] : [])),
    ),
  );
  const paths = pathsTo(path);
  const steps = paths.flatMap((step, index) => {
    const last = index === paths.length - 1;
    const name = labels.get(step) ?? (last ? meta.title : undefined);
    return name ? [{ name, url: absolute(step, origin) }] : [];
  });
  return [{ name: labels.get('/') ?? 'Home', url: absolute('/', origin) }, ...steps];
}

const isAcademy = (item: object) => (item as { '@type'?: unknown })['@type'] === ACADEMY_TYPE;

/**
 * A page's structured data: what the page gives itself (a class's events), the academy, the
 * article it is, if any, and its breadcrumbs (not on the home page, which is the first of them).
 * The academy is described once: a page that describes it itself (the classes page, with its
 * opening hours) keeps what it adds, completed with the site's description.
 */
export function pageStructuredData(source: PageStructuredDataSource): object[] {
  const path = source.path.split(/[?#]/)[0] || '/';
  const { meta, academy, origin } = source;
  const url = absolute(path, origin);
  const own = meta.structuredData ?? [];
  const site = academyStructuredData(academy, origin);
  const pageAcademy = own.find(isAcademy);
  return [
    ...own.map((item) => (item === pageAcademy ? { ...item, ...site } : item)),
    ...(pageAcademy ? [] : [site]),
    ...(meta.article ? [blogPostingStructuredData(meta.article, { url, academy, origin })] : []),
    ...(path === '/' ? [] : [breadcrumbStructuredData(breadcrumbSteps({ ...source, path }))]),
  ];
}
