// Kept apart from staff.ts, whose TypeBox schemas are built when it loads: section definitions
// name roles and are bundled into public pages, which must not carry TypeBox.

/**
 * What an account may do: `owner` everything (accounts, the audit log, site operations); `editor`
 * all content and the contact inbox; `author` blog posts only, their own, as drafts.
 */
export const ROLES = ['owner', 'editor', 'author'] as const;
export type Role = (typeof ROLES)[number];
