import type { ReactNode } from 'react';
import styles from './ScrollingTable.module.css';

interface ScrollingTableProps {
  /** The accessible name of the scrolling region ('Submissions table'). */
  label: string;
  /** How wide the table stays however narrow the screen ('48rem'); the box scrolls the rest. */
  minWidth: string;
  /** The table's head and body (`thead`, `tbody`). */
  children: ReactNode;
}

/**
 * An admin table inside a region that scrolls sideways and can be focused, so keyboard users can
 * scroll it too. The head's cells stay on one line; every cell aligns to its top.
 */
export function ScrollingTable({ label, minWidth, children }: ScrollingTableProps) {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table} style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}
