import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './environment';

const OUTBOX = path.join(DATA_DIR, 'outbox');

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function outboxFiles(): string[] {
  return fs.existsSync(OUTBOX)
    ? fs
        .readdirSync(OUTBOX)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
}

/** The text of the newest message once there are more than `known` in the outbox. */
export async function waitForNewMail(known: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = outboxFiles();
    if (files.length > known) {
      return decodeQuotedPrintable(fs.readFileSync(path.join(OUTBOX, files[files.length - 1]), 'utf8'));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no new mail arrived in the outbox');
}

/** The reset link of the newest message written to the outbox after `known` messages. */
export async function waitForResetLink(known: number, timeoutMs = 10_000): Promise<string> {
  const message = await waitForNewMail(known, timeoutMs);
  const link = message.match(/https?:\/\/[^\s"'<>]+\/admin\/reset-password\?[^\s"'<>]+/);
  if (!link) throw new Error('the new mail holds no reset link');
  return link[0].replace(/&amp;/g, '&');
}
