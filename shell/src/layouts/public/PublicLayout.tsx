import { PageSlot } from '../../components/PageSlot';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import styles from './PublicLayout.module.css';

/** Header, page slot and footer of every public page. */
export function PublicLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <PageSlot />
      </main>
      <PublicFooter />
    </div>
  );
}
