import styles from './Loading.module.css';

/** What a page slot shows while its code or data is on the way. */
export function Loading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      Loading...
    </div>
  );
}
