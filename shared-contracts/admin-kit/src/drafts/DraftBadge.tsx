import { draftSaved } from './draftTexts';
import styles from '../controls/controls.module.css';

/** A pending draft's badge: 'Draft saved <time> by <name>', the same in every editor. */
export function DraftBadge({ draft }: { draft: { at: string; by: string } }) {
  return <p className={styles.badge}>{draftSaved(draft)}</p>;
}
