import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../services/httpErrors';

/** Wrong second-factor codes of one account, whatever the client. */
const CODE_BUCKET = 'second-factor';
/** An account that accepts no code until the window ends. */
const LOCK_BUCKET = 'second-factor-lock';
/** Wrong codes an account takes within CODE_LOCK_MINUTES before it accepts none. */
export const CODE_MAX_FAILURES = 10;
export const CODE_LOCK_MINUTES = 15;
const WINDOW_MS = CODE_LOCK_MINUTES * 60_000;

export const CODES_LOCKED = `Too many wrong codes were entered for this account: it accepts no two-factor code, from anywhere, for ${CODE_LOCK_MINUTES} minutes. Its owner has been told by email.`;

interface CodeAccount {
  _id: string;
  name: string;
  email: string;
}

/**
 * Wrong second-factor codes counted per account, in the database, whatever the client: after
 * CODE_MAX_FAILURES within CODE_LOCK_MINUTES the account accepts no code, from anywhere, for
 * CODE_LOCK_MINUTES, even a right one, and its owner is mailed once. Only a request that proved
 * the password (sign-in) or holds a session (turning two-factor off) gets here, so a stranger
 * cannot lock the owner out. A code is counted before it is judged, so codes sent at once are
 * bounded like codes sent one by one; a right code takes its own count back.
 */
export class CodeLock {
  constructor(private readonly app: FastifyInstance) {}

  /** Refuses (429) while the account is locked. */
  async refuseWhileLocked(account: CodeAccount): Promise<void> {
    const lock = await this.app.limits.peek(LOCK_BUCKET, account._id);
    if (lock.count > 0) throw tooManyRequests(CODES_LOCKED, lock.retryAfterMs);
  }

  /** Whether `prove` accepted the code; refuses (429) a locked account without judging it. */
  async judge(account: CodeAccount, client: string, prove: () => Promise<boolean>): Promise<boolean> {
    const { limits } = this.app;
    await this.refuseWhileLocked(account);
    const tries = await limits.consume(CODE_BUCKET, account._id, CODE_MAX_FAILURES, WINDOW_MS);
    if (!tries.allowed) {
      await this.lock(account, client);
      throw tooManyRequests(CODES_LOCKED, WINDOW_MS);
    }
    if (await prove()) {
      await limits.giveBack(CODE_BUCKET, account._id);
      return true;
    }
    if (tries.count >= CODE_MAX_FAILURES) await this.lock(account, client);
    return false;
  }

  /** Locks the account for CODE_LOCK_MINUTES; the first request to do so mails its owner. */
  private async lock(account: CodeAccount, client: string): Promise<void> {
    const { app } = this;
    const lock = await app.limits.consume(LOCK_BUCKET, account._id, 1, WINDOW_MS);
    // The failures start afresh when the lock ends.
    await app.limits.forget(CODE_BUCKET, account._id);
    if (lock.count !== 1) return;
    await app.audit.record({
      accountId: account._id,
      accountName: account.name,
      action: 'codes locked',
      path: '/auth/2fa',
      recordId: account._id,
      address: client,
    });
    await app
      .sendMail({
        to: account.email,
        subject: 'Two-factor codes refused for your account',
        text: [
          `Hello ${account.name},`,
          '',
          `${CODE_MAX_FAILURES} wrong two-factor codes were entered for your administrator account of ${app.config.publicUrl} within ${CODE_LOCK_MINUTES} minutes, each after the right password. For the next ${CODE_LOCK_MINUTES} minutes your account accepts no code from anywhere, not even a right one.`,
          '',
          'If that was not you, someone knows your password: once you can sign in, change it (Account, Password) and end your other sessions. If you cannot, ask an owner of the site to help.',
        ].join('\n'),
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Could not mail the two-factor lock'));
  }
}
