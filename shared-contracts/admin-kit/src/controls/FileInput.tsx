import type { InputHTMLAttributes, Ref } from 'react';
import styles from './controls.module.css';

/** The browser's file picker in the admin look (its button styled like the others). */
export function FileInput({
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input type="file" className={[styles.fileInput, className].filter(Boolean).join(' ')} {...props} />;
}
