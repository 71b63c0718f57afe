import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type StaffUser, staffPaths } from '@academy/contracts';
import { getData, useSessionStore } from '@academy/runtime';
import { AdminScreen } from '@academy/admin-kit';
import { ChangePassword } from './ChangePassword';
import { Sessions } from './Sessions';
import { TwoFactor } from './TwoFactor';
import styles from './AccountPage.module.css';

/**
 * 'Your account' (/admin/account): the signed-in account's password, sessions and two-factor
 * sign-in. An account that must set up two-factor sign-in sees only that: the server refuses it
 * everything else until then (and the guard keeps it on this screen).
 */
/**
 * The account as the server knows it now: a session kept from an earlier sign-in may hold an old
 * role or two-factor state (turned on in another browser, say), which the screen would show.
 */
function FreshAccount() {
  const updateUser = useSessionStore((state) => state.updateUser);
  const { data } = useQuery({
    queryKey: ['account'],
    queryFn: () => getData<StaffUser | null>(staffPaths.me),
  });
  useEffect(() => {
    if (data) updateUser(data);
  }, [data, updateUser]);
  return null;
}

export function AccountPage() {
  const mustSetUpTwoFactor = useSessionStore((state) => state.user?.mustSetUpTwoFactor === true);
  return (
    <AdminScreen title="Your account">
      <FreshAccount />
      {mustSetUpTwoFactor && (
        <p className={styles.required}>The owner requires two-factor sign-in. Set it up to continue.</p>
      )}
      {/* Kept in place (not reordered) when the requirement is met, so the recovery codes stay shown. */}
      {!mustSetUpTwoFactor && <ChangePassword />}
      {!mustSetUpTwoFactor && <Sessions />}
      <TwoFactor />
    </AdminScreen>
  );
}
