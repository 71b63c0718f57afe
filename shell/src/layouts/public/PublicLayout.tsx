import { PageSlot } from '../../components/PageSlot';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { RemoteBanner } from '../../features/overrides/RemoteBanner';
import { showsRemoteBanner, useRemoteSetup } from '../../features/overrides/remoteSetup';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import styles from './PublicLayout.module.css';

/** Header, page slot and footer of every public page; the banner of a developer's overrides or a release preview. */
export function PublicLayout() {
  const bannered = showsRemoteBanner(useRemoteSetup());
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <RemoteBanner className={styles.banner} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={bannered ? `${styles.main} ${styles.belowBanner}` : styles.main}
      >
        <PageSlot />
      </main>
      <PublicFooter />
    </div>
  );
}
