import { type Static, Type } from '@sinclair/typebox';

// Who else is here (issue 32, item 2): an open editor says so every PRESENCE_HEARTBEAT_MS, and
// hears who else has the same record open; someone is gone PRESENCE_EXPIRY_MS after their last
// heartbeat, at once when their editor closes. Paths are below the API prefix; every role.

export const presencePaths = {
  /** POST `{ record }`: I have it open (a heartbeat), answers `PresenceAnswer`; DELETE `?record=`: I left it. */
  presence: '/presence',
} as const;

/** How often an open editor says it is still open (never while its tab is hidden). */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/** How long after their last heartbeat someone still counts as editing. */
export const PRESENCE_EXPIRY_MS = 60_000;

/** The record an editor has open: its API path ('/about/hero', '/blog/blogs/<id>'). */
export const presenceBody = Type.Object({ record: Type.String({ minLength: 1, maxLength: 500 }) });
export type PresenceBody = Static<typeof presenceBody>;

/** The other staff members with the same record open, by name, the one heard from last first. */
export const presenceAnswer = Type.Object({
  others: Type.Array(Type.Object({ name: Type.String(), seenAt: Type.String() })),
});
export type PresenceAnswer = Static<typeof presenceAnswer>;

/** What an editor shows while another staff member has the same record open. */
export const alsoEditing = (name: string) => `${name} is also editing this`;
