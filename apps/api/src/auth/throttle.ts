import { createHash } from 'node:crypto';
import { retryAfterSeconds, type ThrottlePolicy, throttleDelaySeconds } from '@parking/domain/auth/throttle';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { countFailure, deleteAttempts, deleteAttemptsQuietSince, nextAllowedTimes, setNextAllowedAt } from './throttle-repository';

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
  const times = await nextAllowedTimes(db, keys.map((k) => k.key));
  const wait = Math.max(0, ...times.map((t) => retryAfterSeconds(t, now)));
  if (wait > 0) throw new TooManyAttempts(wait);
}

/** Counts one failure (or one recovery request) on each key and sets its next allowed time. */
export async function recordFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<void> {
  for (const { key, policy } of keys) {
    // The count restarts after forgetAfterSeconds of quiet (the domain's nextFailureCount, in SQL).
    const failures = await countFailure(db, key, now, new Date(now.getTime() - policy.forgetAfterSeconds * 1000));
    const delay = throttleDelaySeconds(failures, policy);
    if (delay > 0) await setNextAllowedAt(db, key, new Date(now.getTime() + delay * 1000));
  }
}

/** A successful login clears the account's count (the IP's stays: one good account must not wash it). */
export async function clearFailures(db: Db, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await deleteAttempts(db, keys.map((k) => k.key));
}

/** Drops rows quiet for longer than any policy remembers (called now and then). */
export async function pruneAttempts(db: Db, now: Date, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await deleteAttemptsQuietSince(db, new Date(now.getTime() - olderThanSeconds * 1000));
}

/** The Retry-After header of a 429 (the error handler writes the body). */
export function setRetryAfter(reply: FastifyReply, err: unknown): void {
  if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfter));
}
