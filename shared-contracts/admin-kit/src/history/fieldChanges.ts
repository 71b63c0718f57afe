/** A record's fields by name, as its GET answers them (a revision's `fields`, the stored record). */
export type Fields = Readonly<Record<string, unknown>>;

/** What an editor calls a record's fields ('herotitle' → 'Hero title'); a field without a label shows its name. */
export type FieldLabels = Readonly<Record<string, string>>;

/** One field that differs between two states of a record. */
export interface FieldChange {
  name: string;
  label: string;
  before: string;
  after: string;
}

// `_id` and the like are the record's identity, the same in every state, and `revision` counts its
// writes (the current record answers it, a revision's fields do not): never a change.
const isContentField = (name: string) => !name.startsWith('_') && name !== 'revision';

const asText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields that differ from `before` to `after`, in the order the record names them. */
export function fieldChanges(
  before: Fields | null,
  after: Fields | null,
  labels: FieldLabels = {},
): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    isContentField,
  );
  return names
    .map((name) => ({
      name,
      label: labels[name] ?? name,
      before: asText(before?.[name]),
      after: asText(after?.[name]),
    }))
    .filter((change) => change.before !== change.after);
}
