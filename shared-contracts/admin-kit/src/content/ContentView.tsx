import { imageUrl } from '@academy/ui';
import type { ContentLabels, ContentValues } from './contentFields';
import styles from '../controls/controls.module.css';

/** The read-only view of a content record, with the same labels as its form. */
export function ContentView({ values, labels }: { values: ContentValues; labels: ContentLabels }) {
  const src = imageUrl(values.image);
  if (!values.title && !values.description && !src) {
    return <p className={styles.empty}>Nothing saved yet.</p>;
  }
  return (
    <dl className={styles.view}>
      <dt>{labels.title}</dt>
      <dd>{values.title}</dd>
      <dt>{labels.description}</dt>
      <dd className={styles.multiline}>{values.description}</dd>
      <dt>{labels.image}</dt>
      <dd>
        {src ? (
          <img
            className={styles.preview}
            src={src}
            alt={values.title || labels.image}
            width={320}
            height={180}
            loading="lazy"
          />
        ) : (
          'No image'
        )}
      </dd>
    </dl>
  );
}
