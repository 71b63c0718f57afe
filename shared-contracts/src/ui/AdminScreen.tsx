import type { ReactNode } from 'react';
import styles from './editor.module.css';

/** An admin screen inside the admin layout's main area: its title, then its editors. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
