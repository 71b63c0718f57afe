import type { FormEventHandler, ReactNode } from 'react';
import styles from './controls.module.css';

/**
 * An editor's form (pass react-hook-form's `handleSubmit(...)`). The browser's own
 * required-field bubbles are off: the editors show their own messages instead, the same in
 * every browser, and tie them to their fields.
 */
export function EditorForm({ onSubmit, children }: { onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {children}
    </form>
  );
}
