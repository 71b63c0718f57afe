import type { ReactNode } from 'react';
import { Pager } from './Pager';
import { ScrollingTable } from './ScrollingTable';
import { SelectAll, SelectRow, type RowSelection } from './RowSelection';
import { pageOf } from './pageOf';
import styles from './AdminTable.module.css';

export type { RowSelection } from './RowSelection';

/** One column of a table: its header, and what each row shows under it. */
export interface TableColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** The cells' class (how they wrap, how wide they stay). */
  className?: string;
  /** The column that names its row (`th scope="row"`), read with each cell by screen readers. */
  rowHeader?: boolean;
}

/** What one card shows beside its actions: its heading and the lines under it. */
export interface CardFace {
  title: ReactNode;
  details: ReactNode;
}

/**
 * Where the list stands. The server's pages give `pageCount` ('Page 2 of 3'); a list the screen
 * holds whole gives `pageSize`, and the table shows that page of it ('Page 2 of 3 (showing 11-20
 * of 23)'). `page` may be past the last page (a page emptied by a delete): the last is shown.
 */
export type TablePaging = {
  /** The navigation's accessible name ('Submission pages'). */
  label: string;
  page: number;
  onPage: (page: number) => void;
} & ({ pageCount: number; pageSize?: never } | { pageSize: number; pageCount?: never });

/** A table's rows as columns under headers, in a box that scrolls sideways on a phone. */
interface TableLayout<Item> {
  columns: readonly TableColumn<Item>[];
  /** How wide the table stays however narrow the screen ('48rem'). */
  minWidth: string;
  card?: never;
}

/** A table's rows as cards: a heading and lines beside the actions, above them on a phone. */
interface CardLayout<Item> {
  card: (item: Item) => CardFace;
  columns?: never;
  minWidth?: never;
}

export type AdminTableProps<Item> = {
  /** The accessible name: of the scrolling region ('Submissions table'), of the card list ('Accounts'). */
  label: string;
  /** Every row, or the server's page of them. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** Said instead of the table when it has no rows; without it an empty table shows no rows. */
  empty?: ReactNode;
  /** Each row's buttons: an 'Actions' column, or a card's actions. */
  actions?: (item: Item) => ReactNode;
  /** Previous and Next under the rows; without it every row shows. */
  paging?: TablePaging;
  /** A checkbox on each row and one for every row shown, for actions on many rows at once. */
  selection?: RowSelection<Item>;
} & (TableLayout<Item> | CardLayout<Item>);

/**
 * The admin screens' one table (an inbox, a log, accounts, a trash): rows as table rows or as
 * cards, with their actions, the sentence said when there are none, a pager, and rows chosen for
 * actions on many at once.
 */
export function AdminTable<Item>(props: AdminTableProps<Item>) {
  const { items, empty, paging, selection } = props;
  const page = paging?.pageSize ? pageOf(items, paging.page, paging.pageSize) : undefined;
  const rows = page?.items ?? items;
  if (rows.length === 0 && empty !== undefined) return <p className={styles.empty}>{empty}</p>;
  const shownPage = page?.page ?? paging?.page ?? 1;
  const pageCount = page?.pageCount ?? paging?.pageCount ?? 1;
  return (
    <>
      {props.card && selection && (
        <label className={styles.selectAll}>
          <SelectAll items={rows} itemKey={props.itemKey} selection={selection} />
          {selection.allLabel}
        </label>
      )}
      {props.card ? <Cards {...props} items={rows} /> : <Rows {...props} items={rows} />}
      {paging && rows.length > 0 && (
        <Pager label={paging.label} page={shownPage} pageCount={pageCount} onPage={paging.onPage}>
          Page {shownPage} of {pageCount}
          {page && ` (showing ${page.first}-${page.last} of ${items.length})`}
        </Pager>
      )}
    </>
  );
}

function Rows<Item>({
  label,
  items,
  itemKey,
  actions,
  selection,
  columns,
  minWidth,
}: AdminTableProps<Item> & TableLayout<Item>) {
  return (
    <ScrollingTable label={label} minWidth={minWidth}>
      <thead>
        <tr>
          {selection && (
            <th scope="col">
              <SelectAll items={items} itemKey={itemKey} selection={selection} />
            </th>
          )}
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          {actions && <th scope="col">Actions</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={itemKey(item)}>
            {selection && (
              <td>
                <SelectRow item={item} itemKey={itemKey} selection={selection} />
              </td>
            )}
            {columns.map(({ header, cell, className, rowHeader }) =>
              rowHeader ? (
                <th key={header} scope="row" className={className}>
                  {cell(item)}
                </th>
              ) : (
                <td key={header} className={className}>
                  {cell(item)}
                </td>
              ),
            )}
            {actions && (
              <td>
                <div className={styles.actions}>{actions(item)}</div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function Cards<Item>({
  label,
  items,
  itemKey,
  actions,
  selection,
  card,
}: AdminTableProps<Item> & CardLayout<Item>) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((item) => {
        const { title, details } = card(item);
        return (
          <li key={itemKey(item)} className={selection ? `${styles.card} ${styles.selectable}` : styles.card}>
            {selection && <SelectRow item={item} itemKey={itemKey} selection={selection} />}
            <div className={styles.texts}>
              <h3>{title}</h3>
              {details}
            </div>
            {actions && <div className={styles.actions}>{actions(item)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
