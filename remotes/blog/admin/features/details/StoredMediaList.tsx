import { useState, type DragEvent } from 'react';
import { Button, PictureDescription, TextField } from '@academy/admin-kit';
import { MediaPreview } from './MediaPreview';
import { moveItem, type MediaDraft } from './mediaOrder';
import styles from './details.css';

interface StoredMediaListProps {
  drafts: MediaDraft[];
  onChange: (drafts: MediaDraft[]) => void;
  onDelete: (draft: MediaDraft) => void;
  busy: boolean;
}

/**
 * The stored media in their order: dragged by their handle onto another item, or moved one
 * place with the Move up / Move down buttons (the keyboard's way, announced to screen readers);
 * each with its caption, a picture's description and decorative choice, and its Delete button.
 * Order, captions and descriptions are saved with the form.
 */
export function StoredMediaList({ drafts, onChange, onDelete, busy }: StoredMediaListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function move(from: number, to: number) {
    if (to < 0 || to >= drafts.length) {
      setAnnouncement(`${drafts[from].name} is already ${to < 0 ? 'first' : 'last'}.`);
      return;
    }
    onChange(moveItem(drafts, from, to));
    setAnnouncement(`${drafts[from].name} moved to position ${to + 1} of ${drafts.length}.`);
  }

  function drop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
    setTarget(null);
  }

  const change = (index: number, edit: Partial<Pick<MediaDraft, 'caption' | 'picture'>>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...edit } : draft)));

  return (
    <>
      <ol className={styles.mediaList} aria-label="Media order">
        {drafts.map((draft, index) => (
          <li
            key={draft.media._id}
            className={[styles.mediaItem, target === index && dragged !== index ? styles.dropTarget : '']
              .filter(Boolean)
              .join(' ')}
            aria-label={draft.name}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setTarget(index);
            }}
            onDrop={(event) => drop(event, index)}
          >
            <span
              className={styles.handle}
              draggable
              aria-hidden="true"
              title="Drag to reorder"
              data-testid="drag-handle"
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                // Firefox starts a drag only with some data.
                event.dataTransfer.setData('text/plain', draft.media._id);
                setDragged(index);
              }}
              onDragEnd={() => {
                setDragged(null);
                setTarget(null);
              }}
            >
              ⠿
            </span>
            <div className={styles.body}>
              <p className={styles.name}>
                {draft.name}, position {index + 1}
              </p>
              <MediaPreview
                kind={draft.media.type === 'image' ? 'image' : 'video'}
                src={draft.media.url}
                name={draft.name}
              />
              <TextField
                label={`Caption for ${draft.name}`}
                value={draft.caption}
                onChange={(event) => change(index, { caption: event.target.value })}
              />
              {draft.media.type === 'image' && (
                <PictureDescription
                  label={draft.name}
                  choice={draft.picture}
                  onChange={(picture) => change(index, { picture })}
                />
              )}
              <div className={styles.actions}>
                <Button
                  aria-label={`Move ${draft.name} up`}
                  aria-disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Move up
                </Button>
                <Button
                  aria-label={`Move ${draft.name} down`}
                  aria-disabled={index === drafts.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move down
                </Button>
                <Button
                  variant="danger"
                  aria-label={`Delete ${draft.name}`}
                  disabled={busy}
                  onClick={() => onDelete(draft)}
                >
                  Delete
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
