import type { ReactNode } from 'react';
import styles from './cards.css';

/** What one card shows: its heading, the lines under it and its controls. */
export interface Card {
  title: ReactNode;
  details: ReactNode;
  actions: ReactNode;
}

interface CardListProps<Item> {
  /** The list's accessible name (the section's heading). */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  card: (item: Item) => Card;
  /** Said instead of the list when it has no items; without it an empty list shows nothing. */
  empty?: string;
}

/**
 * The dashboard's list of cards (the team's accounts and invitations, the trash): each item's
 * heading and lines beside its controls on a wide screen, above them on a phone.
 */
export function CardList<Item>({ label, items, itemKey, card, empty }: CardListProps<Item>) {
  if (items.length === 0 && empty !== undefined) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.items} aria-label={label}>
      {items.map((item) => {
        const { title, details, actions } = card(item);
        return (
          <li key={itemKey(item)} className={styles.item}>
            <div className={styles.texts}>
              <h3>{title}</h3>
              {details}
            </div>
            <div className={styles.actions}>{actions}</div>
          </li>
        );
      })}
    </ul>
  );
}
