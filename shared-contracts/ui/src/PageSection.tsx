import type { ReactNode } from 'react';
import styles from './cards.module.css';

/** A titled band of a public page ('Our Team', 'What We Offer', 'Latest Blogs'). */
export function PageSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}
