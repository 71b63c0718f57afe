import type { ReactNode } from 'react';
import styles from './editor.module.css';

/**
 * An editor's form. The browser's own required-field bubbles are off (noValidate): the editors
 * show the spec's messages instead, the same in every browser.
 */
export function EditorForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
