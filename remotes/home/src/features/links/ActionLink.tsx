import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ActionLink.css';

/** A link styled as a button: the page's calls to action ('Get Started', 'Learn More', ...). */
export function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.actionLink} to={to}>
      {children}
    </Link>
  );
}
