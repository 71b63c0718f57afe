import { AdminScreen } from '@academy/admin-kit';
import { InviteForm } from './features/team/InviteForm';
import { PendingInvitations } from './features/team/PendingInvitations';
import { TeamAccounts } from './features/team/TeamAccounts';
import { TwoFactorSetting } from './features/team/TwoFactorSetting';

/**
 * The staff accounts (/admin/team, the owner's): their roles, removal, invitations, and whether
 * every account must sign in with a second factor.
 */
export default function AdminTeamPage() {
  return (
    <AdminScreen title="Team">
      <TeamAccounts />
      <PendingInvitations />
      <InviteForm />
      <TwoFactorSetting />
    </AdminScreen>
  );
}
