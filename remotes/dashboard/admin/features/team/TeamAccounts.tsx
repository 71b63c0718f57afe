import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { AdminTable, Button, EditorSection, QueryState, useStatus } from '@academy/admin-kit';
import type { Role, StaffAccount } from '@academy/contracts';
import { useStaff } from './api/getStaff';
import { useChangeRole } from './api/changeRole';
import { useRemoveAccount } from './api/removeAccount';
import { RoleSelect } from './RoleSelect';
import { TEAM_TEXTS } from './teamTexts';

/**
 * The accounts: each with its address and whether it signs in with a second factor, its role
 * (saved as soon as it is chosen) and Remove (asked first). The server refuses to leave the site
 * without an owner, and its sentence shows.
 */
export function TeamAccounts() {
  const query = useStaff();
  const changeRole = useChangeRole();
  const remove = useRemoveAccount();
  const status = useStatus();
  const busy = changeRole.isPending || remove.isPending;

  async function saveRole(account: StaffAccount, role: Role) {
    status.clear();
    try {
      await changeRole.mutateAsync({ id: account._id, role });
      status.show(TEAM_TEXTS.roleSaved(account.name));
    } catch (error) {
      status.show(getErrorMessage(error, TEAM_TEXTS.roleError));
    }
  }

  async function removeAccount(account: StaffAccount) {
    if (!window.confirm(TEAM_TEXTS.removeConfirm(account.name))) return;
    status.clear();
    try {
      await remove.mutateAsync(account._id);
      status.show(TEAM_TEXTS.removed(account.name));
    } catch (error) {
      status.show(getErrorMessage(error, TEAM_TEXTS.removeError));
    }
  }

  return (
    <EditorSection heading={TEAM_TEXTS.accounts}>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={TEAM_TEXTS.loadError}>
        {({ accounts }) => (
          <AdminTable
            label={TEAM_TEXTS.accounts}
            items={accounts}
            itemKey={(account) => account._id}
            card={(account) => ({
              title: account.name,
              details: (
                <>
                  <p>{account.email}</p>
                  <p>{TEAM_TEXTS.twoFactor(account.twoFactorEnabled)}</p>
                </>
              ),
            })}
            actions={(account) => (
              <>
                <RoleSelect
                  aria-label={TEAM_TEXTS.roleLabel(account.name)}
                  value={account.role}
                  disabled={busy}
                  onChange={(role) => void saveRole(account, role)}
                />
                <Button
                  variant="danger"
                  disabled={busy}
                  onClick={() => void removeAccount(account)}
                  aria-label={`Remove ${account.name}`}
                >
                  Remove
                </Button>
              </>
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
