import styles from './controls.module.css';

interface FieldMessageProps {
  id: string;
  message?: string;
  /** Announce it at once: for a refusal that no status line repeats (a file that is not an image). */
  announce?: boolean;
}

/** The error under a field, tied to it by id (the field's aria-describedby names it). */
export function FieldMessage({ id, message, announce = false }: FieldMessageProps) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError} role={announce ? 'alert' : undefined}>
      {message}
    </p>
  );
}

/** The aria attributes that tie a field to its error (and hint), when there is one. */
export function describedBy(ids: { error?: string; hint?: string }, error?: string) {
  const described = [error ? ids.error : undefined, ids.hint].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}
