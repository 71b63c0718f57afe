import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** The list with the item at `from` moved to `to` (both kept within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export interface ReorderOptions<T> {
  /** The items in their order. */
  items: readonly T[];
  /** Called with the items in their new order. */
  onChange: (items: T[]) => void;
  /** What a screen reader hears an item called: 'Blog', 'Video 2'. */
  nameOf: (item: T) => string;
  /** An item's stable key: what a drag carries, and whose handle the focus follows. */
  keyOf: (item: T) => string;
}

/** What a reorderable list spreads on its parts: see useReorder. */
export interface Reorder {
  /** How many items the list has. */
  count: number;
  /** The name of the item at `index`. */
  nameAt: (index: number) => string;
  /** Moves the item at `from` to `to`, or says it is already first or last; announced either way. */
  move: (from: number, to: number) => void;
  /** The last move's sentence, for a live region (MoveAnnouncement). */
  announcement: string;
  /** True while another item is dragged over the item at `index`. */
  isDropTarget: (index: number) => boolean;
  /** For the item at `index` (its `li`): a dragged item dropped on it takes its place. */
  dropTargetProps: (index: number) => {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
  /** For the item's drag handle: dragging it carries the item. */
  dragSourceProps: (index: number) => {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  /** For a focusable handle: the up and down arrows move the item, and the focus follows it. */
  keyboardProps: (index: number) => {
    ref: (element: HTMLElement | null) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

const STEPS: Partial<Record<string, number>> = { ArrowUp: -1, ArrowDown: 1 };

/**
 * A list put in order by the user: an item dragged by its handle onto another, moved one place by
 * the arrows on its focused handle (the focus follows it) or by Move up / Move down (MoveButtons).
 * Every move is announced to screen readers (MoveAnnouncement).
 */
export function useReorder<T>({ items, onChange, nameOf, keyOf }: ReorderOptions<T>): Reorder {
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLElement>());
  /** The handle whose item the arrows just moved: it has left the document, and is focused again. */
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (followed.current === null) return;
    handles.current.get(followed.current)?.focus();
    followed.current = null;
  }, [items]);

  const inList = (index: number) => index >= 0 && index < items.length;

  function move(from: number, to: number) {
    const name = nameOf(items[from]);
    if (!inList(to)) {
      setAnnouncement(`${name} is already ${to < 0 ? 'first' : 'last'}.`);
      return;
    }
    onChange(moveItem(items, from, to));
    setAnnouncement(`${name} moved to position ${to + 1} of ${items.length}.`);
  }

  function endDrag() {
    setDragged(null);
    setTarget(null);
  }

  return {
    count: items.length,
    nameAt: (index) => nameOf(items[index]),
    move,
    announcement,
    isDropTarget: (index) => target === index && dragged !== index,
    dropTargetProps: (index) => ({
      onDragOver: (event) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setTarget(index);
      },
      onDrop: (event) => {
        event.preventDefault();
        if (dragged !== null) move(dragged, index);
        endDrag();
      },
    }),
    dragSourceProps: (index) => ({
      draggable: true,
      onDragStart: (event) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data.
        event.dataTransfer.setData('text/plain', keyOf(items[index]));
        setDragged(index);
      },
      onDragEnd: endDrag,
    }),
    keyboardProps: (index) => {
      const key = keyOf(items[index]);
      return {
        ref: (element) => {
          if (element) handles.current.set(key, element);
          else handles.current.delete(key);
        },
        onKeyDown: (event) => {
          const step = STEPS[event.key];
          if (!step) return;
          event.preventDefault();
          if (inList(index + step)) followed.current = key;
          move(index, index + step);
        },
      };
    },
  };
}
