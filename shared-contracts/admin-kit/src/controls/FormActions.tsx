import { useId } from 'react';
import { useSaveChoices } from '../drafts/saveChoices';
import { Button } from './Button';
import { FieldMessage, describedBy } from './FieldMessage';
import styles from './controls.module.css';

/**
 * Save (disabled and relabelled while saving) and Cancel, at the end of an editor's form. In an
 * editor that keeps drafts, Save draft too, and in a schedulable list the "Publish at" picker
 * with Schedule.
 */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const choices = useSaveChoices();
  const pickerId = useId();
  const schedule = choices?.schedule;
  return (
    <>
      {schedule && (
        <div className={[styles.field, schedule.error ? styles.invalid : ''].filter(Boolean).join(' ')}>
          <label htmlFor={pickerId}>Publish at</label>
          <input
            id={pickerId}
            type="datetime-local"
            step={1}
            className={styles.control}
            value={schedule.value}
            onChange={(event) => schedule.onChange(event.target.value)}
            {...describedBy({ error: `${pickerId}-error` }, schedule.error)}
          />
          <FieldMessage id={`${pickerId}-error`} message={schedule.error} />
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={saving} onClick={() => choices?.choose('publish')}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {choices && (
          <Button type="submit" disabled={saving} onClick={() => choices.choose('draft')}>
            Save draft
          </Button>
        )}
        {schedule && (
          <Button type="submit" disabled={saving} onClick={() => choices.choose('schedule')}>
            Schedule
          </Button>
        )}
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </>
  );
}
