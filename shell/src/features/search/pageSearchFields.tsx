import { type PageModule, type PageSeo, pageSeoPath, withSearchFields } from '@academy/contracts';
import { logLoadError } from '../../lib/logLoadError';

/** A page's own data, with the search and social fields staff wrote for its path (null: none). */
export interface SearchFieldsData<Data> {
  page: Data;
  search: PageSeo | null;
}

/**
 * A public page's module whose meta takes the search and social fields staff wrote for its path
 * (`/seo?path=`), read with its data in its loader: so the server's head and the browser's title
 * after hydration and after a client-side navigation agree. The fields are decoration: a failed
 * read leaves the page's own meta, and the page renders as before.
 */
export function withPageSearchFields<Data>(
  module: PageModule<Data>,
  path: string,
): PageModule<SearchFieldsData<Data>> {
  const { Component: Page, action } = module;
  return {
    load: async (context) => {
      const search = context.api.get<PageSeo | null>(pageSeoPath(path)).catch((error: unknown) => {
        logLoadError('the search and social fields', error);
        return null;
      });
      return { page: await module.load(context), search: await search };
    },
    ...(action && { action: (context) => action(context) }),
    Component: ({ data }) => <Page data={data.page} />,
    meta: ({ page, search }) => withSearchFields(module.meta(page), search),
    error: (error) => module.error(error),
  };
}

/** Whether a route is one page with a record of its own (not `/blog/:id`, whose items carry their fields). */
export const hasPageSearchFields = (path: string) => !path.includes(':');
