import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { clearThrottle, getThrottle, saveThrottle } from '../../repositories/loginThrottle';
import { tooManyRequests } from '../../services/httpErrors';

const MAX_DELAY_MS = 5000;

/**
 * Failed sign-ins per address: each earlier failure adds a short wait, and after
 * `loginMaxFailures` the address is locked for `loginLockMinutes`. It counts unknown addresses
 * too, so the answers reveal nothing about which accounts exist.
 */
export class LoginThrottling {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'loginMaxFailures' | 'loginLockMinutes' | 'loginDelayMs'>,
  ) {}

  /** Refuses a locked address (429); otherwise waits according to its recent failures. */
  async beforeAttempt(email: string, now: Date): Promise<void> {
    const { failures, lockedUntil } = await getThrottle(this.db, email);
    if (lockedUntil && lockedUntil > now) {
      const minutes = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    await sleep(
      Math.min(this.activeFailures(failures, lockedUntil) * this.config.loginDelayMs, MAX_DELAY_MS),
    );
  }

  async recordFailure(email: string, now: Date): Promise<void> {
    const { failures, lockedUntil } = await getThrottle(this.db, email);
    const count = this.activeFailures(failures, lockedUntil) + 1;
    const lock =
      count >= this.config.loginMaxFailures
        ? new Date(now.getTime() + this.config.loginLockMinutes * 60_000)
        : null;
    await saveThrottle(this.db, email, { failures: count, lockedUntil: lock });
  }

  recordSuccess(email: string): Promise<void> {
    return clearThrottle(this.db, email);
  }

  /** A lock that has run out starts the count afresh. */
  private activeFailures(failures: number, lockedUntil: Date | null): number {
    return lockedUntil ? 0 : failures;
  }
}
