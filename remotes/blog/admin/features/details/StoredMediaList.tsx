import {
  Button,
  MoveButtons,
  PictureDescription,
  ReorderList,
  TextField,
  useReorder,
} from '@academy/admin-kit';
import { MediaPreview } from './MediaPreview';
import { type MediaDraft } from './mediaOrder';
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
  const reorder = useReorder({
    items: drafts,
    onChange,
    nameOf: (draft) => draft.name,
    keyOf: (draft) => draft.media._id,
  });

  const change = (index: number, edit: Partial<Pick<MediaDraft, 'caption' | 'picture'>>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...edit } : draft)));

  return (
    <ReorderList reorder={reorder} className={styles.mediaList} aria-label="Media order">
      {drafts.map((draft, index) => (
        <li
          key={draft.media._id}
          className={[styles.mediaItem, reorder.isDropTarget(index) ? styles.dropTarget : '']
            .filter(Boolean)
            .join(' ')}
          aria-label={draft.name}
          {...reorder.dropTargetProps(index)}
        >
          <span
            className={styles.handle}
            aria-hidden="true"
            title="Drag to reorder"
            data-testid="drag-handle"
            {...reorder.dragSourceProps(index)}
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
              <MoveButtons reorder={reorder} index={index} />
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
    </ReorderList>
  );
}
