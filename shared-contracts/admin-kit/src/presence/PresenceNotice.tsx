import { alsoEditing } from '@academy/contracts';
import { usePresence } from './usePresence';
import styles from '../controls/controls.module.css';

/** '<name> is also editing this', for each other staff member with `record` open (nothing when alone). */
export function PresenceNotice({ record }: { record: string | null }) {
  const others = usePresence(record);
  if (others.length === 0) return null;
  return (
    <div className={styles.presence} role="status">
      {others.map((name) => (
        <p key={name}>{alsoEditing(name)}</p>
      ))}
    </div>
  );
}
