import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { PageStatus } from '@academy/ui';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import styles from './PublicLayout.module.css';

/**
 * Header, page slot and footer of every public page. While the next page's loader runs, the
 * slot shows the loading state (the spec's first page state) instead of the page being left.
 */
export function PublicLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {leaving ? <PageStatus kind="loading" message="Loading..." /> : <Outlet />}
      </main>
      <PublicFooter />
    </div>
  );
}
