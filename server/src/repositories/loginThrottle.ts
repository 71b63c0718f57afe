import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { loginThrottle } from '../db/schema';

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
}

export async function getThrottle(db: Db, email: string): Promise<ThrottleState> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.email, email));
  return row ?? { failures: 0, lockedUntil: null };
}

export async function saveThrottle(db: Db, email: string, state: ThrottleState): Promise<void> {
  await db
    .insert(loginThrottle)
    .values({ email, ...state })
    .onConflictDoUpdate({ target: loginThrottle.email, set: state });
}

export async function clearThrottle(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
