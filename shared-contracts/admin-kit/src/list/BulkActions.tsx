import { useState } from 'react';
import type { BulkAnswer } from '@academy/contracts';
import { getErrorMessage } from '@academy/runtime';
import { Button } from '../controls/Button';
import type { Status } from '../useStatus';
import styles from '../controls/controls.module.css';

/** One action on the items chosen: its button's words, and how it looks. */
export interface BulkAction<A extends string> {
  action: A;
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
}

interface BulkActionsProps<A extends string> {
  /** The group's accessible name ('Act on the chosen blogs'). */
  label: string;
  /** How many items are chosen. */
  count: number;
  actions: readonly BulkAction<A>[];
  busy: boolean;
  onAct: (action: A) => void;
}

/** The buttons that act on every chosen item at once, with how many are chosen; idle while none are. */
export function BulkActions<A extends string>({ label, count, actions, busy, onAct }: BulkActionsProps<A>) {
  return (
    <div className={styles.actions} role="group" aria-label={label}>
      <span className={styles.hint}>{count} chosen</span>
      {actions.map(({ action, label: words, variant }) => (
        <Button key={action} variant={variant} disabled={busy || count === 0} onClick={() => onAct(action)}>
          {words}
        </Button>
      ))}
    </div>
  );
}

/**
 * How an action on many went, in one status line: 'Publish: done for all 5 successfully', or
 * 'Publish: done for 3 of 5. Not done: "Old news": There is no blog with that id.' (each item
 * refused named by `titleOf`, with the server's sentence).
 */
export function bulkSummary(
  label: string,
  { outcomes }: BulkAnswer,
  titleOf: (id: string) => string,
): string {
  const refused = outcomes.filter((outcome) => !outcome.done);
  if (refused.length === 0) return `${label}: done for all ${outcomes.length} successfully`;
  const reasons = refused.map((outcome) => `"${titleOf(outcome._id)}": ${outcome.error ?? ''}`).join(' ');
  return `${label}: done for ${outcomes.length - refused.length} of ${outcomes.length}. Not done: ${reasons}`;
}

interface BulkChoiceOptions<Item, A extends string> {
  actions: readonly BulkAction<A>[];
  /** The call that acts on many (`useBulkListAction`'s or `useBulkTrashAction`'s mutateAsync). */
  send: (body: { action: A; ids: string[] }) => Promise<BulkAnswer>;
  titleOf: (item: Item) => string;
  status: Status;
  /** What to ask before an action that cannot be undone from here; nothing to go ahead at once. */
  confirmOf?: (action: A, count: number) => string | undefined;
}

/**
 * The items chosen for an action on many (kept by id, as RowSelection takes them), and acting on
 * the chosen among `items`: the status line says how each went, and the refused stay chosen.
 */
export function useBulkChoice<Item extends { _id: string }, A extends string>(
  options: BulkChoiceOptions<Item, A>,
) {
  const { actions, send, titleOf, status, confirmOf } = options;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const chosenIn = (items: readonly Item[]) => items.filter((item) => chosen.has(item._id));

  async function act(action: A, items: readonly Item[]) {
    const label = actions.find((candidate) => candidate.action === action)?.label ?? action;
    const ids = chosenIn(items).map((item) => item._id);
    const question = confirmOf?.(action, ids.length);
    if (question && !window.confirm(question)) return;
    status.clear();
    try {
      const answer = await send({ action, ids });
      const titles = new Map(items.map((item) => [item._id, titleOf(item)]));
      status.show(bulkSummary(label, answer, (id) => titles.get(id) ?? id));
      setChosen(new Set(answer.outcomes.filter((outcome) => !outcome.done).map((outcome) => outcome._id)));
    } catch (error) {
      status.show(getErrorMessage(error, `${label} failed`));
    }
  }

  return { chosen, setChosen, chosenIn, act };
}
