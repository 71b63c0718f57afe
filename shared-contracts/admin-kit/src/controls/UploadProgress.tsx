import styles from './controls.module.css';

/** The progress of an upload in percent (from sendData's onUploadProgress); nothing when idle. */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
