import { getErrorMessage } from '@academy/runtime';
import { StatusMessage } from '@academy/ui';
import { AdminTable, Button, EditorSection, QueryState, formatDateTime, useStatus } from '@academy/admin-kit';
import type { PendingInvitation } from '@academy/contracts';
import { useStaff } from './api/getStaff';
import { useWithdrawInvitation } from './api/withdrawInvitation';
import { TEAM_TEXTS, roleName } from './teamTexts';

/** The invitations not yet accepted, each with Withdraw (its link stops working). */
export function PendingInvitations() {
  const query = useStaff();
  const withdraw = useWithdrawInvitation();
  const status = useStatus();

  async function withdrawInvitation(invitation: PendingInvitation) {
    status.clear();
    try {
      await withdraw.mutateAsync(invitation._id);
      status.show(TEAM_TEXTS.withdrawn(invitation.email));
    } catch (error) {
      status.show(getErrorMessage(error, TEAM_TEXTS.withdrawError));
    }
  }

  return (
    <EditorSection heading={TEAM_TEXTS.invitations}>
      <StatusMessage key={status.key} message={status.text} />
      <QueryState query={query} errorText={TEAM_TEXTS.loadError}>
        {({ invitations }) => (
          <AdminTable
            label={TEAM_TEXTS.invitations}
            items={invitations}
            empty={TEAM_TEXTS.noInvitations}
            itemKey={(invitation) => invitation._id}
            card={(invitation) => ({
              title: invitation.email,
              details: (
                <>
                  <p>
                    {invitation.name}, {roleName(invitation.role)}
                  </p>
                  <p>
                    Expires{' '}
                    <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
                  </p>
                </>
              ),
            })}
            actions={(invitation) => (
              <Button
                disabled={withdraw.isPending}
                onClick={() => void withdrawInvitation(invitation)}
                aria-label={`Withdraw the invitation to ${invitation.email}`}
              >
                Withdraw
              </Button>
            )}
          />
        )}
      </QueryState>
    </EditorSection>
  );
}
