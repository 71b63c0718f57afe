import fs from 'node:fs/promises';
import path from 'node:path';

/** The .eml files the app wrote (no SMTP_URL), decoded from quoted-printable to plain text. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  // An expired message the server sweeps between the listing and its reading is gone: not read.
  const messages = await Promise.all(
    names.map((name) => fs.readFile(path.join(dir, name), 'utf8').catch(() => undefined)),
  );
  return messages.filter((message) => message !== undefined).map(decodeQuotedPrintable);
}

/** A mail's text as written (soft line breaks joined, `=3D` back to `=`). */
export function decodeQuotedPrintable(message: string): string {
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The email and token of the reset link in a message. */
export function resetLinkIn(message: string): { email: string; token: string } {
  const match = /\/admin\/reset-password\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(message);
  if (!match) throw new Error('No reset link in the message');
  return { email: decodeURIComponent(match[1]), token: match[2] };
}
