import { Button } from './Button';
import styles from './controls.module.css';

/** Save (disabled and relabelled while saving) and Cancel, at the end of an editor's form. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </div>
  );
}
