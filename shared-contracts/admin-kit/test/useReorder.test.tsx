// First: it fills jsdom's gaps before the code under test loads.
import '@academy/testing';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoveButtons, ReorderList, moveItem, useReorder } from '@academy/admin-kit';

interface Belt {
  id: string;
  colour: string;
}

const BELTS: Belt[] = [
  { id: 'w', colour: 'White' },
  { id: 'y', colour: 'Yellow' },
  { id: 'g', colour: 'Green' },
];

/** A list as a screen builds it: items with a focusable handle, Move up / Move down and the live region. */
function Belts() {
  const [belts, setBelts] = useState(BELTS);
  const reorder = useReorder({
    items: belts,
    onChange: setBelts,
    nameOf: (belt) => belt.colour,
    keyOf: (belt) => belt.id,
  });
  return (
    <ReorderList reorder={reorder} aria-label="Belts">
      {belts.map((belt, index) => (
        <li
          key={belt.id}
          aria-label={belt.colour}
          className={reorder.isDropTarget(index) ? 'dropTarget' : undefined}
          {...reorder.dropTargetProps(index)}
        >
          <button
            type="button"
            aria-label={`Move ${belt.colour}`}
            {...reorder.dragSourceProps(index)}
            {...reorder.keyboardProps(index)}
          >
            ⠿
          </button>
          <MoveButtons reorder={reorder} index={index} />
        </li>
      ))}
    </ReorderList>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Belts' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const item = (name: string) => screen.getByRole('listitem', { name });

test('the arrows on a focused handle move its item, the focus follows it, and each move is announced', async () => {
  const user = userEvent.setup();
  render(<Belts />);
  screen.getByRole('button', { name: 'Move Green' }).focus();

  await user.keyboard('{ArrowUp}');
  expect(order()).toEqual(['White', 'Green', 'Yellow']);
  expect(screen.getByRole('button', { name: 'Move Green' })).toHaveFocus();
  expect(screen.getByText('Green moved to position 2 of 3.')).toBeInTheDocument();

  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(order()).toEqual(['Green', 'White', 'Yellow']);
  expect(screen.getByText('Green is already first.')).toBeInTheDocument();

  // Once its item has moved, the focus stays where the user puts it, whatever moves next.
  await user.click(screen.getByRole('button', { name: 'Move Yellow up' }));
  expect(order()).toEqual(['Green', 'Yellow', 'White']);
  expect(screen.getByRole('button', { name: 'Move Yellow up' })).toHaveFocus();
});

test('Move up and Move down move one place, and say so at the ends', async () => {
  const user = userEvent.setup();
  render(<Belts />);
  expect(screen.getByRole('button', { name: 'Move White up' })).toHaveAttribute('aria-disabled', 'true');

  await user.click(screen.getByRole('button', { name: 'Move White down' }));
  expect(order()).toEqual(['Yellow', 'White', 'Green']);
  expect(screen.getByText('White moved to position 2 of 3.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Move Green down' }));
  expect(order()).toEqual(['Yellow', 'White', 'Green']);
  expect(screen.getByText('Green is already last.')).toBeInTheDocument();
});

test('an item dragged by its handle onto another takes its place', () => {
  render(<Belts />);
  const dataTransfer = { effectAllowed: '', dropEffect: '', setData: jest.fn() };
  fireEvent.dragStart(screen.getByRole('button', { name: 'Move Green' }), { dataTransfer });
  expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'g');

  fireEvent.dragOver(item('White'), { dataTransfer });
  expect(item('White')).toHaveClass('dropTarget');
  expect(dataTransfer.dropEffect).toBe('move');

  fireEvent.drop(item('White'), { dataTransfer });
  expect(order()).toEqual(['Green', 'White', 'Yellow']);
  expect(screen.getByText('Green moved to position 1 of 3.')).toBeInTheDocument();
  expect(item('White')).not.toHaveClass('dropTarget');
});

test('a drag from outside the list (a file, say) is no drop target', () => {
  render(<Belts />);
  fireEvent.dragOver(item('White'), { dataTransfer: { dropEffect: '' } });
  expect(item('White')).not.toHaveClass('dropTarget');
  fireEvent.drop(item('White'), { dataTransfer: {} });
  expect(order()).toEqual(['White', 'Yellow', 'Green']);
});

test('moveItem keeps the target within the list', () => {
  expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
  expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
});
