import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, TextField } from '@academy/admin-kit';
import { MENU_LABEL_MAX_LENGTH, isMenuLink } from '@academy/contracts';
import { movedEntry } from './menuOrder';
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
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (focusKey) handles.current.get(focusKey)?.focus();
  }, [focusKey, drafts]);

  function move(from: number, to: number) {
    const name = entryName(drafts[from].entry);
    if (to < 0 || to >= drafts.length) {
      setAnnouncement(`${name} is already ${to < 0 ? 'first' : 'last'}.`);
      return;
    }
    onChange(movedEntry(drafts, from, to));
    setAnnouncement(`${name} moved to position ${to + 1} of ${drafts.length}.`);
  }

  function moveByKey(event: KeyboardEvent, index: number) {
    const step = { ArrowUp: -1, ArrowDown: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    setFocusKey(drafts[index].key);
    move(index, index + step);
  }

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
      <ol className={styles.entries} aria-label={NAVIGATION_TEXTS.heading}>
        {drafts.map(({ key, entry }, index) => {
          const name = entryName(entry);
          return (
            <li
              key={key}
              aria-label={name}
              className={[styles.entry, target === index && dragged !== index ? styles.dropTarget : '']
                .filter(Boolean)
                .join(' ')}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setTarget(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
                setTarget(null);
              }}
            >
              <button
                type="button"
                className={styles.handle}
                draggable
                aria-label={`Move ${name}`}
                aria-describedby={instructions}
                title="Drag, or press the up or down arrow, to move"
                ref={(element) => {
                  if (element) handles.current.set(key, element);
                  else handles.current.delete(key);
                }}
                onKeyDown={(event) => moveByKey(event, index)}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  // Firefox starts a drag only with some data.
                  event.dataTransfer.setData('text/plain', key);
                  setDragged(index);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setTarget(null);
                }}
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
                  <Button
                    aria-label={`Move ${name} up`}
                    aria-disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Move up
                  </Button>
                  <Button
                    aria-label={`Move ${name} down`}
                    aria-disabled={index === drafts.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move down
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
