import type { ReactNode } from 'react';
import styles from './visuallyHidden.module.css';

/** Text for screen readers and crawlers, not for the eye: a label the design leaves out, say. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
