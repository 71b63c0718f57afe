import type { ReactNode } from 'react';
import type { LoadState } from './useLoad';
import styles from './ui.module.css';

interface PageStateProps<T> {
  state: LoadState<T>;
  /** The error text from the spec's catalogue, shown in place of the content. */
  errorText: string;
  /**
   * 'page' (public pages): the message takes the page's place. 'section' (admin editors): a line
   * inside the editor's own section, so one failed record does not hide the others.
   */
  variant?: 'page' | 'section';
  children: (data: T) => ReactNode;
}

/** The spec's load states: loading, then the error message in place of the content, or the content. */
export function PageState<T>({ state, errorText, variant = 'page', children }: PageStateProps<T>) {
  const base = variant === 'page' ? styles.pageStatus : styles.sectionStatus;
  if (state.status === 'loading') {
    return (
      <div className={base} role="status" aria-live="polite">
        Loading...
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={`${base} ${variant === 'section' ? styles.error : ''}`} role="alert">
        {errorText}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
