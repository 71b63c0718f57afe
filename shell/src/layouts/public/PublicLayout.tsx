import { PageSlot } from '../../components/PageSlot';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { OverridesBanner } from '../../features/overrides/OverridesBanner';
import { useRemoteSetup } from '../../features/overrides/remoteSetup';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import styles from './PublicLayout.module.css';

/** Header, page slot and footer of every public page; the developer-override banner when there are any. */
export function PublicLayout() {
  const overridden = useRemoteSetup().overrides.length > 0;
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <OverridesBanner className={styles.banner} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={overridden ? `${styles.main} ${styles.belowBanner}` : styles.main}
      >
        <PageSlot />
      </main>
      <PublicFooter />
    </div>
  );
}
