import type { Role } from '@academy/contracts';
import { readOutbox } from './outbox';
import { type AuthHeaders, type TestApp, api, withSignedInApp } from './testApp';

export const STAFF_PASSWORD = 'a long staff passphrase';

/** The email and token of the invitation link in the newest mail to `email`. */
export async function invitationLinkTo(t: TestApp, email: string) {
  const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.includes(`To: ${email}`));
  const match = /\/admin\/accept-invitation\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '');
  if (!match) throw new Error(`No invitation mailed to ${email}`);
  return { email: decodeURIComponent(match[1]), token: match[2] };
}

/** An owner invites `email` with this role, and the invitation is accepted: the new account's headers. */
export async function invitedAccount(
  t: TestApp,
  owner: AuthHeaders,
  role: Role,
  email = `${role}@example.com`,
) {
  const invited = await t.app.inject({
    method: 'POST',
    url: api('/users/invitations'),
    headers: owner,
    payload: { email, name: `The ${role}`, role },
  });
  if (invited.statusCode !== 200) throw new Error(`Invitation refused: ${invited.body}`);
  const accepted = await t.app.inject({
    method: 'POST',
    url: api('/auth/accept-invitation'),
    payload: { ...(await invitationLinkTo(t, email)), password: STAFF_PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`Acceptance refused: ${accepted.body}`);
  const { token, user } = accepted.json<{ token: string; user: { _id: string } }>();
  return { headers: { authorization: `Bearer ${token}` }, id: user._id };
}

/**
 * For a describe block: a fresh app with its administrator signed in and an editor invited, before
 * its tests; `use` receives the app, the administrator's headers and the editor's.
 */
export function withOwnerAndEditor(
  use: (app: TestApp, owner: AuthHeaders, editor: AuthHeaders) => void,
): void {
  let current: TestApp;
  let owner: AuthHeaders;
  withSignedInApp((app, headers) => {
    current = app;
    owner = headers;
  });
  beforeAll(async () => {
    use(current, owner, (await invitedAccount(current, owner, 'editor')).headers);
  });
}
