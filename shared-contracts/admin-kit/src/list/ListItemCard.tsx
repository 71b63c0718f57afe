import type { ReactNode } from 'react';
import { imageUrl, pictureAlt } from '@academy/ui';
import { Button } from '../controls/Button';
import { UNDESCRIBED } from '../controls/PictureDescription';
import type { ContentValues } from '../content/contentFields';
import styles from '../controls/controls.module.css';

interface ListItemCardProps {
  values: ContentValues;
  /** A line under the title, e.g. a blog's date. */
  detail?: string;
  /** Whether the item has a picture to show (false for a list without images: no empty frame). */
  thumbnail?: boolean;
  /** Where the item stands, when visitors do not see it as it is: 'Draft', 'Scheduled for …'. */
  badge?: string;
  /** Its checkbox, for actions on many items at once. */
  select?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
  /** More actions: its draft's and Preview, and this kind of item's own (a blog's 'Manage Details'). */
  actions?: ReactNode;
  /** Whether the item's History shows (`history`, below the item). */
  historyOpen: boolean;
  onToggleHistory: () => void;
  history: ReactNode;
}

/** One stored item of a list: picture, title, description, its Edit, Delete and History buttons. */
export function ListItemCard(props: ListItemCardProps) {
  const { values, detail, onEdit, onDelete, busy, actions, historyOpen, thumbnail = true } = props;
  const src = imageUrl(values.image);
  const picture = values.picture ?? UNDESCRIBED;
  return (
    <li className={[styles.listItem, thumbnail ? '' : styles.noThumbnail].filter(Boolean).join(' ')}>
      {!thumbnail ? null : src ? (
        <img
          className={styles.thumbnail}
          src={src}
          // What staff wrote of the picture (the title beside it says the rest), and the crop keeps
          // their focal point in view, as the pages do.
          alt={pictureAlt(picture)}
          style={picture.focus ? { objectPosition: picture.focus } : undefined}
          width={96}
          height={64}
          loading="lazy"
        />
      ) : (
        <div className={`${styles.thumbnail} ${styles.empty}`} aria-hidden="true" />
      )}
      <div>
        {props.select}
        {props.badge && <p className={styles.badge}>{props.badge}</p>}
        <h3>{values.title}</h3>
        {detail && <p className={styles.hint}>{detail}</p>}
        {values.description && <p>{values.description}</p>}
      </div>
      <div className={styles.actions}>
        <Button onClick={onEdit} disabled={busy} aria-label={`Edit ${values.title}`}>
          Edit
        </Button>
        <Button variant="danger" onClick={onDelete} disabled={busy} aria-label={`Delete ${values.title}`}>
          Delete
        </Button>
        <Button
          onClick={props.onToggleHistory}
          aria-expanded={historyOpen}
          aria-label={`History of ${values.title}`}
        >
          History
        </Button>
        {actions}
      </div>
      {historyOpen && props.history}
    </li>
  );
}
