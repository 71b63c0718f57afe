// `npm run admin -- set-password <email>`: for an operator locked out of the admin area. The new
// password is read from the terminal (not shown) or from standard input, never from an argument,
// which the shell's history and the process list would keep.
// `npm run admin -- reset-two-factor <email>`: for an account holder who lost their phone and their
// recovery codes: turns its two-factor sign-in off, ends its sessions, and says so in the audit log.
import { read } from 'read';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import {
  clearTotpSecret,
  findAdminByEmail,
  findStaffAccountByEmail,
  replaceAdminPassword,
} from '../repositories/admins';
import { insertAuditEntry } from '../repositories/auditLog';
import { deleteRecoveryCodes } from '../repositories/recoveryCodes';
import { deleteAccountSessions } from '../repositories/sessions';
import { hashPassword } from '../services/passwords';
import { passwordProblem } from '../services/passwordPolicy';
import { CommandError, commandConfig, runCommand } from './runCommand';

const USAGE = [
  'Usage: npm run admin -- set-password <email>   (the password is read from the terminal or standard input)',
  '       npm run admin -- reset-two-factor <email>   (turns its two-factor sign-in off and ends its sessions)',
].join('\n');

/** A line typed at the terminal without echoing it. */
const askHidden = (prompt: string) => read({ prompt, silent: true, replace: '', output: process.stderr });

async function readStandardInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0];
}

async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStandardInput();
  const first = await askHidden('New password: ');
  const second = await askHidden('The same again: ');
  if (first !== second) throw new CommandError('The two passwords differ; nothing was changed.');
  return first;
}

async function setPassword(email: string): Promise<string> {
  const config = commandConfig();
  const password = await newPassword();
  const problem = passwordProblem(password, 'The password');
  if (problem) throw new CommandError(`${problem}; nothing was changed.`);
  const database = await openDatabase(config);
  try {
    await migrate(database, () => undefined);
    const admin = await findAdminByEmail(database.db, email.trim());
    if (!admin) throw new CommandError(`There is no administrator with the address ${email}.`);
    const passwordHash = await hashPassword(password);
    await database.db.transaction((tx) => replaceAdminPassword(tx, admin._id, { passwordHash }, new Date()));
    return `The password of ${admin.email} is set. Its sessions and reset links have ended.`;
  } finally {
    await database.close();
  }
}

async function resetTwoFactor(email: string): Promise<string> {
  const database = await openDatabase(commandConfig());
  try {
    await migrate(database, () => undefined);
    const account = await findStaffAccountByEmail(database.db, email.trim());
    if (!account) throw new CommandError(`There is no administrator with the address ${email}.`);
    if (!account.totpSecret && !account.totpPendingSecret) {
      return `Two-factor sign-in of ${account.email} is already off; nothing was changed.`;
    }
    const now = new Date();
    await database.db.transaction(async (tx) => {
      await clearTotpSecret(tx, account._id, now);
      await deleteRecoveryCodes(tx, account._id);
      await deleteAccountSessions(tx, account._id);
      await insertAuditEntry(tx, {
        at: now,
        accountId: '',
        accountName: 'npm run admin',
        action: 'two-factor reset',
        path: '/auth/2fa',
        recordId: account._id,
        address: 'command line',
      });
    });
    return [
      `Two-factor sign-in of ${account.email} is off: its recovery codes and its sessions have ended.`,
      'It signs in with its password alone; where the owner requires two-factor sign-in, it must set it up again first.',
    ].join('\n');
  } finally {
    await database.close();
  }
}

async function main([command, email]: string[]): Promise<string> {
  if (command === 'set-password' && email) return setPassword(email);
  if (command === 'reset-two-factor' && email) return resetTwoFactor(email);
  throw new CommandError(USAGE);
}

runCommand(main);
