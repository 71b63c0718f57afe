/** One page of a list the screen holds whole. */
export interface ListPage<Item> {
  items: Item[];
  /** 1-based, within 1..pageCount (a page that emptied after a delete shows the last one). */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown, for '(showing 11-20 of 23)'. */
  first: number;
  last: number;
}

export function pageOf<Item>(items: readonly Item[], requested: number, pageSize: number): ListPage<Item> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  const start = (page - 1) * pageSize;
  const shown = items.slice(start, start + pageSize);
  return { items: shown, page, pageCount, first: shown.length ? start + 1 : 0, last: start + shown.length };
}
