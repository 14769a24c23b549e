import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema-accounts';

/** The `auth_attempts` rows of the login throttle (throttle.ts), shared by every node. */

/** Each key's next allowed time (null while none is set); keys without a row are left out. */
export async function nextAllowedTimes(db: Db, keys: string[]): Promise<(Date | null)[]> {
  const rows = await db.select({ nextAllowedAt: authAttempts.nextAllowedAt }).from(authAttempts).where(inArray(authAttempts.key, keys));
  return rows.map((r) => r.nextAllowedAt);
}

/**
 * One more failure on `key`, in one atomic statement (two nodes failing at once both count);
 * the count starts again at 1 when the row was last touched at or before `forgetBefore`.
 * Resolves to the new count.
 */
export async function countFailure(db: Db, key: string, now: Date, forgetBefore: Date): Promise<number> {
  const [row] = await db
    .insert(authAttempts)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        failures: sql`case when ${authAttempts.updatedAt} <= ${forgetBefore.toISOString()}::timestamptz then 1 else ${authAttempts.failures} + 1 end`,
        updatedAt: now,
      },
    })
    .returning({ failures: authAttempts.failures });
  return row?.failures ?? 1;
}

/**
 * One more attempt on each key, in one atomic statement (`INSERT ... ON CONFLICT DO UPDATE SET
 * failures = failures + 1 RETURNING`): parallel requests on every node each get their own
 * number, so a burst of N is counted as N (issue 18.1). The keys carry their window, so a
 * count never needs resetting. Resolves to each key's new count, in the keys' order.
 */
export async function countAttempts(db: Db, keys: string[], now: Date): Promise<number[]> {
  const rows = await db
    .insert(authAttempts)
    .values(keys.map((key) => ({ key, failures: 1, updatedAt: now })))
    .onConflictDoUpdate({ target: authAttempts.key, set: { failures: sql`${authAttempts.failures} + 1`, updatedAt: now } })
    .returning({ key: authAttempts.key, failures: authAttempts.failures });
  const byKey = new Map(rows.map((r) => [r.key, r.failures]));
  return keys.map((k) => byKey.get(k) ?? Number.NaN);
}

export async function setNextAllowedAt(db: Db, key: string, at: Date): Promise<void> {
  await db.update(authAttempts).set({ nextAllowedAt: at }).where(sql`${authAttempts.key} = ${key}`);
}

export async function deleteAttempts(db: Db, keys: string[]): Promise<void> {
  await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}

export async function deleteAttemptsQuietSince(db: Db, before: Date): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.updatedAt, before));
}
