import { statusTone } from '@academy/contracts';
import styles from './ui.module.css';

/** A status line: green when it speaks of success, red otherwise (the colour rule, statusTone). */
export function StatusMessage({ message }: { message: string }) {
  if (!message) return null;
  const tone = statusTone(message);
  return (
    <p
      className={tone === 'success' ? styles.success : styles.error}
      role={tone === 'success' ? 'status' : 'alert'}
      data-tone={tone}
    >
      {message}
    </p>
  );
}
