/**
 * A path's parameter, as the server's route declares it (`:id`, left as it is) or as a caller
 * fills it in (its value, encoded): each path below is written once, for both sides.
 */
export const pathParam = (value: string) => (value.startsWith(':') ? value : encodeURIComponent(value));

/**
 * A path below a record's own API path: `<record path>/<below>`, before the record's query when it
 * has one (a page's search fields are the record `/seo?path=/about`, their draft `/seo/draft?path=/about`).
 */
export function belowRecord(recordPath: string, below: string): string {
  const query = recordPath.indexOf('?');
  return query === -1
    ? `${recordPath}/${below}`
    : `${recordPath.slice(0, query)}/${below}${recordPath.slice(query)}`;
}
