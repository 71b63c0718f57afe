import styles from './ui.module.css';

interface PageStatusProps {
  /** 'loading' while a page's data arrives; 'error' in place of a page that could not load. */
  kind: 'loading' | 'error';
  message: string;
  /** A heading above an error message, where the page has one ('Error Loading Content'). */
  title?: string;
}

/** A page's states other than loaded: the message takes the page's place. */
export function PageStatus({ kind, message, title }: PageStatusProps) {
  if (kind === 'loading') {
    return (
      <div className={styles.pageStatus} role="status" aria-live="polite">
        {message}
      </div>
    );
  }
  return (
    <div className={styles.pageStatus} role="alert">
      <div>
        {title && <h1 className={styles.statusTitle}>{title}</h1>}
        <p>{message}</p>
      </div>
    </div>
  );
}
