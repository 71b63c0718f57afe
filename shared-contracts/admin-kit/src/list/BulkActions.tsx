import type { BulkAnswer } from '@academy/contracts';
import { Button } from '../controls/Button';
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
