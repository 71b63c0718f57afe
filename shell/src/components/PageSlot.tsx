import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { LoadingPage } from '@academy/ui';

/**
 * A layout's page slot. While the next page's (or screen's) loader runs, the slot shows the
 * loading state (a page's first state) instead of the page being left.
 */
export function PageSlot() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return leaving ? <LoadingPage /> : <Outlet />;
}
