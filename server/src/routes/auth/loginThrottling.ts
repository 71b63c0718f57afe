import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config';
import type { RequestLimits } from '../../plugins/app/requestLimits';
import { tooManyRequests } from '../../services/httpErrors';

/** Tries for one address from one client. */
const ACCOUNT_BUCKET = 'sign-in';
/** Tries from one client, whatever the address. */
const CLIENT_BUCKET = 'sign-in-client';
const MAX_DELAY_MS = 5000;
const LOCKED = 'Too many failed sign-in attempts.';

type ThrottleConfig = Pick<
  Config,
  'loginMaxFailures' | 'loginClientMaxFailures' | 'loginLockMinutes' | 'loginDelayMs'
>;

/**
 * Sign-in tries are counted before the password is checked, in the database, so tries sent at
 * once are counted like tries sent one by one, and every server on the database shares them.
 * Locks are per address AND client: someone who knows the owner's address can lock out only
 * themselves, and the owner signs in from any other client. Each earlier failure of the pair adds
 * a wait; a client is also capped over all addresses (guessing many accounts, or burning CPU on
 * password hashes). Unknown addresses count the same, so the answers reveal no accounts.
 */
export class LoginThrottling {
  constructor(
    private readonly limits: RequestLimits,
    private readonly config: ThrottleConfig,
  ) {}

  private get windowMs(): number {
    return this.config.loginLockMinutes * 60_000;
  }

  /** Counts this try; refuses it (429) past either limit, else waits for the pair's failures. */
  async beforeAttempt(email: string, client: string): Promise<void> {
    const { limits, config } = this;
    const fromClient = await limits.consume(
      CLIENT_BUCKET,
      client,
      config.loginClientMaxFailures,
      this.windowMs,
    );
    if (!fromClient.allowed) throw tooManyRequests(LOCKED, fromClient.retryAfterMs);
    const pair = await limits.consume(
      ACCOUNT_BUCKET,
      [email, client],
      config.loginMaxFailures,
      this.windowMs,
    );
    if (!pair.allowed) throw tooManyRequests(LOCKED, pair.retryAfterMs);
    await sleep(Math.min((pair.count - 1) * config.loginDelayMs, MAX_DELAY_MS));
  }

  /** The right password: the pair starts afresh and this try does not count against the client. */
  async afterSuccess(email: string, client: string): Promise<void> {
    await this.limits.forget(ACCOUNT_BUCKET, [email, client]);
    await this.limits.giveBack(CLIENT_BUCKET, client);
  }

  /**
   * A try that was no failure and no success either (the right password, the code still to
   * come): it does not count, and the failures before it still do, so that the code's guesses
   * stay limited.
   */
  async notAFailure(email: string, client: string): Promise<void> {
    await this.limits.giveBack(ACCOUNT_BUCKET, [email, client]);
    await this.limits.giveBack(CLIENT_BUCKET, client);
  }

  /** After a password reset, every client may try the address afresh. */
  forgetAddress(email: string): Promise<void> {
    return this.limits.forget(ACCOUNT_BUCKET, [email]);
  }
}
