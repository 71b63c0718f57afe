// The API test kit, for the server's tests and every section's (`remotes/<name>/test/*.api.test.ts`,
// imported as '@academy/server/testing'): a real app on a fresh database, signed-in requests,
// uploads and the mail the app writes.
export { archiveEntries, rowsOf } from './backupArchives';
export * from './contentClient';
export * from './images';
export * from './mailingApp';
export * from './multipart';
export * from './outbox';
export { invitedAccount, withOwnerAndEditor } from './staff';
export type { TestSmtpServer } from './smtpServer';
export * from './testApp';
export * from './videos';
/** The platform's tables, for a test that looks at what was stored. */
export { storedFiles } from '../../src/db/schema';
