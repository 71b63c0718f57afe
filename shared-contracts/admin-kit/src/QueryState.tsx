import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styles from './controls/controls.module.css';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data'>;
  /** The catalogue's load failure, e.g. 'Failed to load team members'. */
  errorText: string;
  children: (data: T) => ReactNode;
}

/**
 * An editor's load states: 'Loading...', then its content or the catalogue's error in red, as a
 * line inside its own section, so one failed record does not hide the others.
 */
export function QueryState<T>({ query, errorText, children }: QueryStateProps<T>) {
  if (query.status === 'pending') {
    return (
      <p className={styles.empty} role="status" aria-live="polite">
        Loading...
      </p>
    );
  }
  if (query.status === 'error') {
    return (
      <p className={styles.fieldError} role="alert">
        {errorText}
      </p>
    );
  }
  return <>{children(query.data as T)}</>;
}
