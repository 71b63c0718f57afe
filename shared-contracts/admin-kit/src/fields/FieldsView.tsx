import type { EditorField } from '@academy/contracts';
import { shownValue, type ReferencedItems } from './editorFields';
import { useReferencedItems } from './FieldInput';
import styles from '../controls/controls.module.css';

/** One declared field's stored value, as the view shows it (a reference by its item's name). */
function FieldValue({ field, value }: { field: EditorField; value: unknown }) {
  const referenced = useReferencedItems(field).data;
  const items: ReferencedItems = field.reference ? { [field.reference.list]: referenced ?? undefined } : {};
  return <>{shownValue(field, value, items) || '—'}</>;
}

/** The read-only view of a record's declared fields, with the labels of its form. */
export function FieldsView({ fields, record }: { fields: readonly EditorField[]; record: object | null }) {
  if (!record) return <p className={styles.empty}>Nothing saved yet.</p>;
  const stored = record as Record<string, unknown>;
  return (
    <dl className={styles.view}>
      {fields.map((field) => (
        <div key={field.name}>
          <dt>{field.label}</dt>
          <dd className={field.kind === 'textarea' ? styles.multiline : undefined}>
            <FieldValue field={field} value={stored[field.name] ?? field.default} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
