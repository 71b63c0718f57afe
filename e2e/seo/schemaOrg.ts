// The schema.org types the site's pages describe themselves with, as search engines read them:
// for each, the properties required and those recommended (Google's structured data guidelines for
// local businesses, articles and breadcrumbs), each with the kind of value it must hold. A page's
// JSON-LD is checked against these, whole: every object, nested ones too.

/** The kind of value a property holds. */
type ValueKind =
  | 'Text'
  | 'URL'
  | 'DateTime'
  | 'Integer'
  /** An object of one of these types, checked by its own rules. */
  | { types: readonly string[] }
  /** One value of a kind, or a list of them. */
  | { oneOrMany: ValueKind };

interface TypeRules {
  required: Record<string, ValueKind>;
  recommended: Record<string, ValueKind>;
}

const image: ValueKind = { oneOrMany: 'URL' };
const thing = (...types: string[]): ValueKind => ({ types });

const localBusiness: TypeRules = {
  required: { name: 'Text', address: thing('PostalAddress') },
  recommended: {
    url: 'URL',
    telephone: 'Text',
    email: 'Text',
    logo: 'URL',
    image,
  },
};

export const SCHEMA_ORG_TYPES: Record<string, TypeRules> = {
  SportsActivityLocation: localBusiness,
  LocalBusiness: localBusiness,
  PostalAddress: { required: { streetAddress: 'Text' }, recommended: {} },
  BlogPosting: {
    required: {
      headline: 'Text',
      author: thing('Person', 'Organization'),
      datePublished: 'DateTime',
      publisher: thing('Organization'),
    },
    recommended: {
      description: 'Text',
      image,
      dateModified: 'DateTime',
      mainEntityOfPage: 'URL',
      url: 'URL',
    },
  },
  Person: { required: { name: 'Text' }, recommended: {} },
  Organization: { required: { name: 'Text' }, recommended: { url: 'URL', logo: thing('ImageObject') } },
  ImageObject: { required: { url: 'URL' }, recommended: {} },
  BreadcrumbList: { required: { itemListElement: { oneOrMany: thing('ListItem') } }, recommended: {} },
  ListItem: { required: { position: 'Integer', name: 'Text', item: 'URL' }, recommended: {} },
  // Each class's next dates, which the classes page gives itself.
  Event: {
    required: { name: 'Text', startDate: 'DateTime', location: thing('Place', 'SportsActivityLocation') },
    recommended: { endDate: 'DateTime', description: 'Text' },
  },
  Place: { required: { name: 'Text' }, recommended: {} },
};

/** Google's limit on an article's headline. */
const HEADLINE_MAX = 110;

const isUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isDateTime = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** What is wrong with a value of a property (empty when nothing). */
function valueProblems(value: unknown, kind: ValueKind, where: string): string[] {
  if (typeof kind === 'object' && 'oneOrMany' in kind) {
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) return [`${where} is an empty list`];
    return values.flatMap((one, index) => valueProblems(one, kind.oneOrMany, `${where}[${index}]`));
  }
  if (typeof kind === 'object') {
    const type = (value as { '@type'?: unknown } | null)?.['@type'];
    if (typeof type !== 'string' || !kind.types.includes(type))
      return [`${where} must be a ${kind.types.join(' or ')}, not ${JSON.stringify(value)}`];
    return schemaOrgProblems(value as object, where);
  }
  const fits = {
    Text: () => typeof value === 'string' && value.trim() !== '',
    URL: () => isUrl(value),
    DateTime: () => isDateTime(value),
    Integer: () => Number.isInteger(value),
  }[kind]();
  return fits ? [] : [`${where} must be ${kind}, not ${JSON.stringify(value)}`];
}

/**
 * What is wrong with a schema.org object: a type these rules do not know, a required or
 * recommended property missing, a value of the wrong kind (its nested objects checked alike).
 */
export function schemaOrgProblems(object: object, where = 'the object'): string[] {
  const type = (object as { '@type'?: unknown })['@type'];
  const rules = typeof type === 'string' ? SCHEMA_ORG_TYPES[type] : undefined;
  if (!rules) return [`${where} has a type these rules do not know: ${JSON.stringify(type)}`];
  const values = object as Record<string, unknown>;
  const problems = Object.entries({ ...rules.required, ...rules.recommended }).flatMap(([property, kind]) => {
    const at = `${where} (${type}).${property}`;
    const value = values[property];
    if (value === undefined || value === null) {
      return [`${at} is missing (${property in rules.required ? 'required' : 'recommended'})`];
    }
    return valueProblems(value, kind, at);
  });
  if (type === 'BlogPosting' && String(values.headline ?? '').length > HEADLINE_MAX)
    problems.push(`${where}.headline is longer than ${HEADLINE_MAX} characters`);
  return problems;
}

/** The JSON-LD objects of a page's HTML: each `<script type="application/ld+json">`, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
}
