import { useId } from 'react';
import { Button, MoveButtons, ReorderList, TextField, useReorder } from '@academy/admin-kit';
import { MENU_LABEL_MAX_LENGTH, isMenuLink } from '@academy/contracts';
import { type MenuDraft } from './menuDrafts';
import { NAVIGATION_TEXTS, entryName } from './navigationTexts';
import styles from './navigation.css';

interface MenuEntryListProps {
  drafts: MenuDraft[];
  onChange: (drafts: MenuDraft[]) => void;
}

/**
 * The menu's entries in their order, each moved by dragging its handle onto another entry, by
 * the up and down arrows on its focused handle (the focus follows it) or by Move up and Move down
 * (announced to screen readers); each page renamed or hidden, each link renamed or removed.
 */
export function MenuEntryList({ drafts, onChange }: MenuEntryListProps) {
  const instructions = useId();
  const reorder = useReorder({
    items: drafts,
    onChange,
    nameOf: (draft) => entryName(draft.entry),
    keyOf: (draft) => draft.key,
  });

  const change = (index: number, edit: Partial<MenuDraft['entry']>) =>
    onChange(
      drafts.map((draft, i) =>
        i === index ? { ...draft, entry: { ...draft.entry, ...edit } as MenuDraft['entry'] } : draft,
      ),
    );

  return (
    <>
      <p id={instructions} className={styles.hint}>
        {NAVIGATION_TEXTS.intro}
      </p>
      <ReorderList reorder={reorder} className={styles.entries} aria-label={NAVIGATION_TEXTS.heading}>
        {drafts.map(({ key, entry }, index) => {
          const name = entryName(entry);
          return (
            <li
              key={key}
              aria-label={name}
              className={[styles.entry, reorder.isDropTarget(index) ? styles.dropTarget : '']
                .filter(Boolean)
                .join(' ')}
              {...reorder.dropTargetProps(index)}
            >
              <button
                type="button"
                className={styles.handle}
                aria-label={`Move ${name}`}
                aria-describedby={instructions}
                title="Drag, or press the up or down arrow, to move"
                {...reorder.dragSourceProps(index)}
                {...reorder.keyboardProps(index)}
              >
                ⠿
              </button>
              <div className={styles.body}>
                <p className={styles.where}>
                  {isMenuLink(entry) ? `Link to ${entry.url}` : `Page ${entry.path}`}, position {index + 1}
                </p>
                <TextField
                  label={NAVIGATION_TEXTS.linkLabel}
                  value={entry.label}
                  maxLength={MENU_LABEL_MAX_LENGTH}
                  onChange={(event) => change(index, { label: event.target.value })}
                />
                <div className={styles.actions}>
                  {isMenuLink(entry) ? (
                    <Button
                      variant="danger"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(drafts.filter((_, i) => i !== index))}
                    >
                      Remove
                    </Button>
                  ) : (
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={entry.hidden}
                        onChange={(event) => change(index, { hidden: event.target.checked })}
                      />
                      {NAVIGATION_TEXTS.hiddenHint}
                    </label>
                  )}
                  <MoveButtons reorder={reorder} index={index} />
                </div>
              </div>
            </li>
          );
        })}
      </ReorderList>
    </>
  );
}
