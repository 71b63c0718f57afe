import type { Fields } from '../history/fieldChanges';

/** A save's body: multipart (it carries a new picture) or JSON. */
export type SaveBody = FormData | object;

/** What a new picture chosen in the form reads as beside the other version's. */
export const NEW_PICTURE = '(a new picture you chose)';

/**
 * The fields of a save's body as the side-by-side view shows them ("mine"): its texts, a file as
 * a new picture, and what the body leaves out (a picture kept) as the editor opened it.
 */
export function fieldsOfBody(body: SaveBody, opened: Fields | null): Record<string, unknown> {
  const sent =
    body instanceof FormData
      ? Object.fromEntries(
          [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : NEW_PICTURE]),
        )
      : (body as Record<string, unknown>);
  return { ...opened, ...sent };
}

/**
 * The body with `names` copied across from their version: each field is sent with their value;
 * a picture of theirs is not sent at all, so that the stored one (theirs) stays.
 */
export function withTheirFields(body: SaveBody, names: readonly string[], theirs: Fields): SaveBody {
  const copied = new Set(names);
  const theirText = (name: string) => {
    const value = theirs[name];
    return typeof value === 'string' ? value : String(value ?? '');
  };
  const isPicture = (value: unknown) => typeof value !== 'string';
  if (body instanceof FormData) {
    const merged = new FormData();
    for (const [name, value] of body.entries()) {
      if (!copied.has(name)) merged.append(name, value);
      else if (!isPicture(value)) merged.append(name, theirText(name));
    }
    return merged;
  }
  const fields = { ...(body as Record<string, unknown>) };
  for (const name of copied) if (name in fields) fields[name] = theirs[name];
  return fields;
}
