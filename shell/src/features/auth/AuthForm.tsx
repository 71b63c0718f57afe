import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import styles from './AuthLayout.module.css';

interface AuthFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/** A form whose submit stays in the page; the browser checks `required` and `type` first. */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      {children}
    </form>
  );
}

interface AuthFieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  value: string;
  /** Absent for a field that only shows a value (the invited address), read-only. */
  onChange?: (value: string) => void;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  minLength?: number;
  /** Id of the text that explains the field's rule. */
  describedBy?: string;
}

export function AuthField({
  label,
  type,
  value,
  onChange,
  autoComplete,
  inputMode,
  minLength,
  describedBy,
}: AuthFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        type={type}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
        readOnly={!onChange}
        autoComplete={autoComplete}
        inputMode={inputMode}
        minLength={minLength}
        aria-describedby={describedBy}
        required
      />
    </label>
  );
}

interface AuthSubmitProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

export function AuthSubmit({ pending, label, pendingLabel }: AuthSubmitProps) {
  return (
    <button className={styles.submit} type="submit" disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
