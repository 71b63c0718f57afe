import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldMessage, describedBy } from './FieldMessage';
import styles from './controls.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;

interface TextFieldProps extends Omit<FieldProps, 'id'> {
  label: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The field's error: shown under it, and the field is marked invalid. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled input or textarea of an admin form. Takes react-hook-form's `register(...)` props
 * (name, onChange, onBlur, ref) or plain value/onChange; its error is tied to it for assistive
 * technology.
 */
export function TextField({ label, rows, error, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const ids = { error: `${id}-error`, hint: hint ? `${id}-hint` : undefined };
  const controlProps = { id, className: styles.control, ...describedBy(ids, error), ...props };
  return (
    <div className={[styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className={styles.hint} id={ids.hint}>
          {hint}
        </p>
      )}
      {rows ? <textarea rows={rows} {...controlProps} /> : <input {...controlProps} />}
      <FieldMessage id={ids.error} message={error} />
    </div>
  );
}
