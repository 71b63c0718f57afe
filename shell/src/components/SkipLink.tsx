import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header and menus. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
