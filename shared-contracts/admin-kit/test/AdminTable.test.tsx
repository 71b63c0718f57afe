// First: it fills jsdom's gaps before the code under test loads.
import '@academy/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  AdminTable,
  Button,
  DownloadCsvButton,
  type AdminTableProps,
  type CardFace,
  TableFilter,
  TableSelect,
  TableToolbar,
  type TableColumn,
  useStatus,
} from '@academy/admin-kit';

interface Student {
  _id: string;
  name: string;
  belt: string;
}

const student = (n: number, belt = 'white'): Student => ({ _id: `s${n}`, name: `Student ${n}`, belt });
const kenji: Student = { _id: 'k', name: 'Kenji Sato', belt: 'black' };
const aiko: Student = { _id: 'a', name: 'Aiko Tanaka', belt: 'brown' };

const columns: TableColumn<Student>[] = [
  { header: 'Name', rowHeader: true, cell: (item) => item.name },
  { header: 'Belt', className: 'belt', cell: (item) => item.belt },
];
const remove = (item: Student) => (
  <Button variant="danger" aria-label={`Remove ${item.name}`}>
    Remove
  </Button>
);

type Props = Partial<Omit<AdminTableProps<Student>, 'card' | 'columns' | 'minWidth'>> & {
  /** Cards instead of the table's columns. */
  card?: (item: Student) => CardFace;
  /** The selection it starts with; without it, no selection. */
  chosen?: string[];
};

/** A table of students as a screen holds one. */
function Students({ chosen, card, ...props }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(chosen));
  const common = {
    label: card ? 'Students' : 'Students table',
    items: [kenji, aiko],
    itemKey: (item: Student) => item._id,
    selection: chosen && {
      selected,
      onChange: setSelected,
      rowLabel: (item: Student) => `Select ${item.name}`,
      allLabel: 'Select every student shown',
    },
    ...props,
  };
  return (
    <>
      {card ? (
        <AdminTable {...common} card={card} />
      ) : (
        <AdminTable {...common} columns={columns} minWidth="30rem" />
      )}
      <output aria-label="Chosen">{[...selected].join(' ')}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const card = (item: Student) => ({ title: item.name, details: <p>{item.belt} belt</p> });

test('a table: its columns under their headers, the row named by its header cell, and its actions', () => {
  render(<Students actions={remove} />);
  const table = within(screen.getByRole('region', { name: 'Students table' })).getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'Belt', 'Actions']);
  expect(rowNames()).toEqual(['Kenji Sato', 'Aiko Tanaka']);
  const kenjiRow = within(screen.getByRole('rowheader', { name: 'Kenji Sato' }).closest('tr')!);
  expect(kenjiRow.getByRole('cell', { name: 'black' })).toHaveClass('belt');
  expect(kenjiRow.getByRole('button', { name: 'Remove Kenji Sato' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('cards: a list named as the table, a heading and lines per row beside its actions', () => {
  render(<Students card={card} actions={remove} />);
  const list = within(screen.getByRole('list', { name: 'Students' }));
  expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Kenji Sato',
    'Aiko Tanaka',
  ]);
  const [first] = list.getAllByRole('listitem');
  expect(first).toHaveTextContent('Kenji Satoblack beltRemove');
  expect(within(first).getByRole('button', { name: 'Remove Kenji Sato' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test.each([
  ['a table', {}],
  ['cards', { card }],
])('%s without rows says its empty sentence, or shows no rows when it has none', (_layout, props) => {
  const paging = { label: 'Student pages', page: 1, pageCount: 1, onPage: () => undefined };
  const { rerender } = render(<Students {...props} items={[]} empty="No students yet." paging={paging} />);
  expect(screen.getByText('No students yet.')).toHaveClass('empty');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

  rerender(<Students {...props} items={[]} />);
  expect(screen.queryByText('No students yet.')).not.toBeInTheDocument();
  expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
});

test('a list held whole is shown a page at a time, with where it stands', async () => {
  function Paged() {
    const [page, setPage] = useState(1);
    const items = Array.from({ length: 23 }, (_, i) => student(i + 1));
    return (
      <Students items={items} paging={{ label: 'Student pages', page, pageSize: 10, onPage: setPage }} />
    );
  }
  render(<Paged />);
  const pager = within(screen.getByRole('navigation', { name: 'Student pages' }));
  expect(rowNames()).toHaveLength(10);
  expect(pager.getByText(/^Page 1 of 3/)).toHaveTextContent('Page 1 of 3 (showing 1-10 of 23)');
  expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await userEvent.click(pager.getByRole('button', { name: 'Next' }));
  await userEvent.click(pager.getByRole('button', { name: 'Next' }));
  expect(rowNames()).toEqual(['Student 21', 'Student 22', 'Student 23']);
  expect(pager.getByText(/^Page 3 of 3/)).toHaveTextContent('Page 3 of 3 (showing 21-23 of 23)');
  expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a page past the last (emptied by a delete) shows the last page', () => {
  const items = Array.from({ length: 12 }, (_, i) => student(i + 1));
  const onPage = jest.fn();
  render(<Students items={items} paging={{ label: 'Student pages', page: 3, pageSize: 10, onPage }} />);
  expect(rowNames()).toEqual(['Student 11', 'Student 12']);
  expect(screen.getByText(/^Page 2 of 2/)).toHaveTextContent('Page 2 of 2 (showing 11-12 of 12)');
});

test("the server's pages: the rows as given, and Previous and Next ask for the page beside", async () => {
  const onPage = jest.fn();
  render(<Students paging={{ label: 'Student pages', page: 2, pageCount: 3, onPage }} />);
  const pager = within(screen.getByRole('navigation', { name: 'Student pages' }));
  expect(rowNames()).toEqual(['Kenji Sato', 'Aiko Tanaka']);
  expect(pager.getByText('Page 2 of 3')).toBeInTheDocument();
  await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
  await userEvent.click(pager.getByRole('button', { name: 'Next' }));
  expect(onPage.mock.calls).toEqual([[1], [3]]);
});

test('selection: a checkbox per row and one in the header for every row shown', async () => {
  render(<Students chosen={[]} actions={remove} />);
  const all = screen.getByRole('checkbox', { name: 'Select every student shown' });
  expect(screen.getAllByRole('columnheader')[0]).toContainElement(all);
  expect(
    within(screen.getByRole('rowheader', { name: 'Aiko Tanaka' }).closest('tr')!).getByRole('checkbox'),
  ).toHaveAccessibleName('Select Aiko Tanaka');

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Aiko Tanaka' }));
  expect(chosen()).toBe('a');
  expect(all).not.toBeChecked();
  expect(all).toHaveProperty('indeterminate', true);

  await userEvent.click(all);
  expect(chosen()).toBe('a k');
  expect(all).toBeChecked();
  expect(all).toHaveProperty('indeterminate', false);
  expect(screen.getByRole('checkbox', { name: 'Select Kenji Sato' })).toBeChecked();

  await userEvent.click(all);
  expect(chosen()).toBe('');
  expect(screen.getByRole('checkbox', { name: 'Select Kenji Sato' })).not.toBeChecked();
});

test('selection keeps rows chosen on other pages: the header box chooses and lets go of those shown', async () => {
  const items = Array.from({ length: 12 }, (_, i) => student(i + 1));
  render(
    <Students
      chosen={['s11']}
      items={items}
      paging={{ label: 'Student pages', page: 1, pageSize: 10, onPage: () => undefined }}
    />,
  );
  const all = screen.getByRole('checkbox', { name: 'Select every student shown' });
  expect(all).not.toBeChecked();
  expect(all).toHaveProperty('indeterminate', false);
  await userEvent.click(all);
  expect(chosen()?.split(' ')).toHaveLength(11);
  await userEvent.click(all);
  expect(chosen()).toBe('s11');
});

test('selection on cards: a checkbox on each card, and a labelled one above them', async () => {
  render(<Students chosen={[]} card={card} actions={remove} />);
  const kenjiCard = within(screen.getAllByRole('listitem')[0]);
  await userEvent.click(kenjiCard.getByRole('checkbox', { name: 'Select Kenji Sato' }));
  expect(chosen()).toBe('k');
  await userEvent.click(screen.getByLabelText('Select every student shown'));
  expect(chosen()).toBe('k a');
});

test('the header box is off and disabled when no row is shown', () => {
  render(<Students chosen={['x']} items={[]} />);
  const all = screen.getByRole('checkbox', { name: 'Select every student shown' });
  expect(all).toBeDisabled();
  expect(all).not.toBeChecked();
});

test("a toolbar's filter names its input, and a table select keeps the screen's class and handlers", async () => {
  const onChange = jest.fn();
  render(
    <TableToolbar>
      <TableFilter label="Filter students" className="wide">
        <input type="search" />
      </TableFilter>
      <TableSelect aria-label="Belt of Kenji Sato" className="belt" defaultValue="black" onChange={onChange}>
        <option value="white">White</option>
        <option value="black">Black</option>
      </TableSelect>
    </TableToolbar>,
  );
  expect(screen.getByRole('searchbox', { name: 'Filter students' }).closest('label')).toHaveClass(
    'filter',
    'wide',
  );
  const belt = screen.getByRole('combobox', { name: 'Belt of Kenji Sato' });
  expect(belt).toHaveClass('control', 'belt');
  await userEvent.selectOptions(belt, 'White');
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(belt).toHaveValue('white');
});

/** A toolbar's Download CSV with its status line; `download` is the screen's. */
function Download({ download }: { download: () => Promise<void> }) {
  const status = useStatus();
  return (
    <>
      <DownloadCsvButton
        download={download}
        status={status}
        failed={(error) => `Failed to download students (${(error as Error).message})`}
      />
      <output aria-label="Status line">{status.text}</output>
    </>
  );
}

test("Download CSV says 'Downloading...' until the file is saved, and a failure in the status line", async () => {
  let finish = () => {};
  const download = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { unmount } = render(<Download download={download} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
  await act(async () => finish());
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  expect(download).toHaveBeenCalledTimes(1);
  unmount();

  render(<Download download={() => Promise.reject(new Error('offline'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(screen.getByRole('status', { name: 'Status line' })).toHaveTextContent(
    'Failed to download students (offline)',
  );
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
});
