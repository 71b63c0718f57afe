import type { ReactNode } from 'react';
import { imageUrl } from '@academy/ui';
import { Button } from '../controls/Button';
import type { ContentValues } from '../content/contentFields';
import styles from '../controls/controls.module.css';

interface ListItemCardProps {
  values: ContentValues;
  /** A line under the title, e.g. a blog's date. */
  detail?: string;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
  /** More actions of this kind of item (a blog's 'Manage Details'). */
  actions?: ReactNode;
}

/** One stored item of a list: picture, title, description, and its Edit and Delete buttons. */
export function ListItemCard({ values, detail, onEdit, onDelete, busy, actions }: ListItemCardProps) {
  const src = imageUrl(values.image);
  return (
    <li className={styles.listItem}>
      {src ? (
        <img
          className={styles.thumbnail}
          src={src}
          alt={values.title}
          width={96}
          height={64}
          loading="lazy"
        />
      ) : (
        <div className={`${styles.thumbnail} ${styles.empty}`} aria-hidden="true" />
      )}
      <div>
        <h3>{values.title}</h3>
        {detail && <p className={styles.hint}>{detail}</p>}
        <p>{values.description}</p>
      </div>
      <div className={styles.actions}>
        <Button onClick={onEdit} disabled={busy} aria-label={`Edit ${values.title}`}>
          Edit
        </Button>
        <Button variant="danger" onClick={onDelete} disabled={busy} aria-label={`Delete ${values.title}`}>
          Delete
        </Button>
        {actions}
      </div>
    </li>
  );
}
