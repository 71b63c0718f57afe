import { Button, formatDateTime, theirFields } from '@academy/admin-kit';
import { CONFLICT_MESSAGE, type ConflictDetails, type MenuEntry, isMenuLink } from '@academy/contracts';
import { NAVIGATION_TEXTS, entryName } from './navigationTexts';
import styles from './navigation.css';

interface MenuConflictProps {
  conflict: ConflictDetails;
  /** The entries as this screen holds them (what Save menu sent). */
  mine: readonly MenuEntry[];
  busy: boolean;
  /** Saves mine over theirs (a deliberate choice, kept in the history). */
  onKeepMine(): void;
  /** Drops mine: the screen reads the menu again, theirs. */
  onTakeTheirs(): void;
}

/** An entry as the side-by-side lists read it: its name, where it leads, and whether it is hidden. */
const entryLine = (entry: MenuEntry) =>
  `${entryName(entry)} (${isMenuLink(entry) ? entry.url : entry.path})${
    !isMenuLink(entry) && entry.hidden ? `, ${NAVIGATION_TEXTS.hiddenHint.toLowerCase()}` : ''
  }`;

function MenuColumn({ heading, entries }: { heading: string; entries: readonly MenuEntry[] }) {
  return (
    <section aria-label={heading}>
      <h5>{heading}</h5>
      <ol>
        {entries.map((entry, index) => (
          <li key={index}>{entryLine(entry)}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Save menu refused because someone else saved the menu since this screen read it: who and when,
 * then both menus side by side, entry by entry in their order (the menu's one field, its entries,
 * reads better as two lists than as the kit's field-by-field table). The person keeps theirs
 * (saved over) or takes the other's.
 */
export function MenuConflict({ conflict, mine, busy, onKeepMine, onTakeTheirs }: MenuConflictProps) {
  const who = conflict.by || 'Someone';
  const when = conflict.at ? ` on ${formatDateTime(conflict.at)}` : '';
  const theirs = (theirFields(conflict).entries ?? []) as MenuEntry[];
  return (
    <section role="alertdialog" aria-label={NAVIGATION_TEXTS.conflict} className={styles.conflict}>
      <h4>{CONFLICT_MESSAGE}</h4>
      <p>
        {who} saved the menu{when}. Compare the two menus, then keep yours or take theirs.
      </p>
      <div className={styles.sideBySide}>
        <MenuColumn heading="Your menu" entries={mine} />
        <MenuColumn heading={`${who}’s menu`} entries={theirs} />
      </div>
      <div className={styles.actions}>
        <Button variant="primary" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </Button>
      </div>
    </section>
  );
}
