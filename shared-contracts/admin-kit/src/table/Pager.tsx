import type { ReactNode } from 'react';
import { Button } from '../controls/Button';
import styles from './Pager.module.css';

interface PagerProps {
  /** The navigation's accessible name ('Submission pages'). */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Where the list stands ('Page 2 of 5'), announced as it changes. */
  children: ReactNode;
}

/** Previous and Next around the page shown, for the admin screens' paged tables. */
export function Pager({ label, page, pageCount, onPage, children }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span aria-live="polite">{children}</span>
      <Button onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </nav>
  );
}
