import type { ReactNode } from 'react';
import type { LoadState } from './useLoad';
import styles from './ui.module.css';

interface PageStateProps<T> {
  state: LoadState<T>;
  /** The page's error text from the spec's catalogue, shown in place of the page. */
  errorText: string;
  children: (data: T) => ReactNode;
}

/** The public pages' states: loading, then the error message in place of the page, or the page. */
export function PageState<T>({ state, errorText, children }: PageStateProps<T>) {
  if (state.status === 'loading') {
    return (
      <div className={styles.pageStatus} role="status" aria-live="polite">
        Loading...
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={styles.pageStatus} role="alert">
        {errorText}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
