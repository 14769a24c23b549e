import { createHash } from 'node:crypto';
import { retryAfterSeconds, type ThrottlePolicy, throttleDelaySeconds } from '@parking/domain/auth/throttle';
import { DomainError } from '@parking/domain/errors/codes';
import { inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema-accounts';

/**
 * The login throttle's storage (issue 10.9): `auth_attempts` in the database, so every node
 * counts the same failures. Keys never hold an e-mail or alias in clear: `<kind>:<sha256>`.
 */
export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/** A key for an identifier (e-mail, alias, IP) of a kind ('login', 'agency', 'ip', 'recovery'...). */
export function throttleKey(kind: string, identifier: string, policy: ThrottlePolicy): ThrottleKey {
  const digest = createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');
  return { key: `${kind}:${digest}`, policy };
}

export class TooManyAttempts extends DomainError {
  constructor(readonly retryAfter: number) {
    super('API_ERROR_TOO_MANY_ATTEMPTS', { retry_after_seconds: retryAfter }, { key: 'too_many_attempts_wait', params: { seconds: String(retryAfter) } });
  }
}

/** Throws TooManyAttempts when any key must still wait. */
export async function assertAllowed(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .select({ nextAllowedAt: authAttempts.nextAllowedAt })
    .from(authAttempts)
    .where(inArray(authAttempts.key, keys.map((k) => k.key)));
  const wait = Math.max(0, ...rows.map((r) => retryAfterSeconds(r.nextAllowedAt, now)));
  if (wait > 0) throw new TooManyAttempts(wait);
}

/** Counts one failure (or one recovery request) on each key and sets its next allowed time. */
export async function recordFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  for (const { key, policy } of keys) {
    // One atomic statement per key: two nodes failing at once both count. The count restarts
    // after forgetAfterSeconds of quiet (the domain's nextFailureCount, in SQL).
    const forgetBefore = new Date(now.getTime() - policy.forgetAfterSeconds * 1000);
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
    const delay = throttleDelaySeconds(row?.failures ?? 1, policy);
    if (delay > 0) {
      await db
        .update(authAttempts)
        .set({ nextAllowedAt: new Date(now.getTime() + delay * 1000) })
        .where(sql`${authAttempts.key} = ${key}`);
    }
  }
}

/** A successful login clears the account's count (the IP's stays: one good account must not wash it). */
export async function clearFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(authAttempts).where(inArray(authAttempts.key, keys.map((k) => k.key)));
}

/** Drops rows quiet for longer than any policy remembers (called now and then). */
export async function pruneAttempts(db: Db, now: Date, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.updatedAt, new Date(now.getTime() - olderThanSeconds * 1000)));
}

/** The Retry-After header of a 429 (the error handler writes the body). */
export function setRetryAfter(reply: FastifyReply, err: unknown): void {
  if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfter));
}
