import { useEffect, useRef } from 'react';
import styles from './AdminTable.module.css';

/**
 * The rows chosen for an action on many at once, kept by the screen (so its bulk buttons read
 * them), by the rows' keys. Keys of rows not shown (another page, another filter) stay chosen.
 */
export interface RowSelection<Item> {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** A row's checkbox's accessible name ('Select Kenji Sato'). */
  rowLabel: (item: Item) => string;
  /** The checkbox for every row shown ('Select every submission shown'). */
  allLabel: string;
}

/** The selection with `keys` all chosen (`on`) or all let go. */
function choose(selected: ReadonlySet<string>, keys: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

interface SelectProps<Item> {
  itemKey: (item: Item) => string;
  selection: RowSelection<Item>;
}

/** One row's checkbox. */
export function SelectRow<Item>({ item, itemKey, selection }: SelectProps<Item> & { item: Item }) {
  const key = itemKey(item);
  const { selected, onChange } = selection;
  return (
    <input
      type="checkbox"
      className={styles.check}
      aria-label={selection.rowLabel(item)}
      checked={selected.has(key)}
      onChange={(event) => onChange(choose(selected, [key], event.target.checked))}
    />
  );
}

/**
 * The checkbox for every row shown: ticked when all are chosen, mixed when some are; ticking it
 * chooses them all, clearing it lets them all go.
 */
export function SelectAll<Item>({
  items,
  itemKey,
  selection,
}: SelectProps<Item> & { items: readonly Item[] }) {
  const { selected, onChange, allLabel } = selection;
  const keys = items.map(itemKey);
  const chosen = keys.filter((key) => selected.has(key)).length;
  const all = keys.length > 0 && chosen === keys.length;
  const box = useRef<HTMLInputElement>(null);
  // 'Mixed' is a property of the element only, not an attribute React can render.
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && !all;
  });
  return (
    <input
      ref={box}
      type="checkbox"
      className={styles.check}
      aria-label={allLabel}
      checked={all}
      disabled={keys.length === 0}
      onChange={(event) => onChange(choose(selected, keys, event.target.checked))}
    />
  );
}
