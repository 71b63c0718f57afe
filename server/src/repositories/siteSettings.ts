import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteSettings } from '../db/schema';

/** Whether every account must sign in with a second factor (an owner's setting; off until set). */
export async function requiresTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.name, 'requireTwoFactor'));
  return row?.value === true;
}

export async function setRequiresTwoFactor(db: Db, required: boolean): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ name: 'requireTwoFactor', value: required })
    .onConflictDoUpdate({ target: siteSettings.name, set: { value: required } });
}
