import { useSessionStore } from '@academy/runtime';
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
export function AccountPage() {
  const mustSetUpTwoFactor = useSessionStore((state) => state.user?.mustSetUpTwoFactor === true);
  return (
    <AdminScreen title="Your account">
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
