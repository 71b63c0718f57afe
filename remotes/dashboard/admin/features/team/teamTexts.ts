import type { Role } from '@academy/contracts';

/** The Team screen's sentences. Those that report a success say so, for the status line's colour rule. */
export const TEAM_TEXTS = {
  loadError: 'Failed to load the team',
  accounts: 'Accounts',
  twoFactor: (on: boolean) => (on ? 'Two-factor on' : 'Two-factor off'),
  roleLabel: (name: string) => `Role of ${name}`,
  roleSaved: (name: string) => `Role of ${name} saved successfully`,
  roleError: 'Failed to change the role',
  removeConfirm: (name: string) => `Remove ${name}? They are signed out at once.`,
  removed: (name: string) => `${name} removed successfully`,
  removeError: 'Failed to remove the account',
  invitations: 'Pending invitations',
  noInvitations: 'No pending invitations.',
  withdrawn: (email: string) => `Invitation to ${email} withdrawn successfully`,
  withdrawError: 'Failed to withdraw the invitation',
  invite: 'Invite someone',
  invited: (email: string) => `Invitation sent to ${email} successfully`,
  inviteError: 'Failed to send the invitation',
  emailRequired: 'Email is required',
  nameRequired: 'Name is required',
  signIn: 'Sign-in',
  requireTwoFactor: 'Require two-factor sign-in for every account',
  requireTwoFactorHint: 'An account without it can do nothing but set it up at its next sign-in.',
  twoFactorSaved: 'Two-factor setting saved successfully',
  twoFactorError: 'Failed to save the two-factor setting',
} as const;

/** A role as the screen names it: 'Owner'. */
export function roleName(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
