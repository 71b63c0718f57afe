import { AUDIT_ACTION_WORDS, type AuditAction } from '@academy/contracts';

/** What an entry of the audit log holds that its sentence is made of. */
export interface AuditWords {
  accountName: string;
  action: string;
  path: string;
  summary: string;
}

/** Actions whose path says what they were about, for the entries that kept no words of their own. */
const ABOUT_A_PATH = new Set(['save', 'delete', 'restore', 'publish', 'registry', 'backup', 'upload erased']);

/**
 * An entry as a sentence a person reads: its author and what they did, the words recorded with a
 * write ('Admin saved a draft of Home › Hero section'), or else its action's words ('Admin signed
 * in'), with the path for the entries recorded before writes kept words of their own.
 */
export function sentenceOf({ accountName, action, path, summary }: AuditWords): string {
  const who = accountName || 'Someone';
  if (summary) return `${who} ${summary}`;
  if (action === 'access refused') return `${who} was refused access to ${path}`;
  const words = AUDIT_ACTION_WORDS[action as AuditAction] ?? action;
  return ABOUT_A_PATH.has(action) && path ? `${who} ${words} ${path}` : `${who} ${words}`;
}
