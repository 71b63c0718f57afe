import styles from './ui.module.css';

/** In a page slot whose code could not be loaded (a remote that is down): the rest still works. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.pageStatus} role="alert">
      <div>
        <p>This section could not be loaded.</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}
