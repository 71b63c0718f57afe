import { useId } from 'react';
import styles from './editor.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Marks the field as required for assistive technology; the editor checks it on Save. */
  required?: boolean;
}

/** A labelled text input or textarea of an editor's form. */
export function TextField({ label, value, onChange, rows, required = true }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input id={id} value={value} required={required} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
