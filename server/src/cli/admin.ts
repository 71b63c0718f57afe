// `npm run admin -- set-password <email>`: for an operator locked out of the admin area. The new
// password is read from the terminal (not shown) or from standard input, never from an argument,
// which the shell's history and the process list would keep.
import { read } from 'read';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { findAdminByEmail, replaceAdminPassword } from '../repositories/admins';
import { hashPassword } from '../services/passwords';
import { passwordProblem } from '../services/passwordPolicy';
import { CommandError, commandConfig, runCommand } from './runCommand';

const USAGE =
  'Usage: npm run admin -- set-password <email>   (the password is read from the terminal or standard input)';

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

async function main([command, email]: string[]): Promise<string> {
  if (command !== 'set-password' || !email) throw new CommandError(USAGE);
  return setPassword(email);
}

runCommand(main);
