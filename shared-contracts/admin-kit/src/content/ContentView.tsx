import { imageUrl, pictureAlt } from '@academy/ui';
import { type PictureChoice, UNDESCRIBED } from '../controls/PictureDescription';
import type { ContentLabels, ContentValues } from './contentFields';
import styles from '../controls/controls.module.css';

/** What staff said of a stored picture, in words: its description, or why it has none. */
const pictureSaid = ({ alt, decorative }: PictureChoice) =>
  decorative ? 'Decorative' : alt || 'Not described yet';

/**
 * The read-only view of a content record, with the same labels as its form. Its picture's alt
 * is the description staff wrote (empty for a decorative or undescribed one, as on the pages),
 * and the description is shown beside it, so what is left to describe shows here too.
 */
export function ContentView({ values, labels }: { values: ContentValues; labels: ContentLabels }) {
  const src = imageUrl(values.image);
  const picture = values.picture ?? UNDESCRIBED;
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
            alt={pictureAlt(picture)}
            width={320}
            height={180}
            loading="lazy"
          />
        ) : (
          'No image'
        )}
      </dd>
      {src && (
        <>
          <dt>Description of {labels.image}</dt>
          <dd>{pictureSaid(picture)}</dd>
        </>
      )}
    </dl>
  );
}
