import { createHash } from 'node:crypto';
import { LOGIN_THROTTLE, loginThrottleDecision, loginThrottleWindow } from '@parking/domain/auth/login-throttle';
import { retryAfterSeconds, type ThrottlePolicy, throttleDelaySeconds } from '@parking/domain/auth/throttle';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { countAttempts, countFailure, deleteAttempts, deleteAttemptsQuietSince, nextAllowedTimes, setNextAllowedAt } from './throttle-repository';

/**
 * The throttles' storage (issue 10.9, 18.1): `auth_attempts` in the database, so every node
 * counts the same attempts (the database is the one store every node already shares; REDIS_URL
 * stays the general rate limit's, which fails open). Keys never hold an e-mail, alias or
 * address in clear: `<kind>:<sha256>`. Logins: reserveLoginAttempt (fixed windows, counted
 * before the password is checked). Recovery requests: assertAllowed / recordFailure (a
 * growing delay per e-mail and per address).
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

function digest(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p.trim().toLowerCase()).update('\0');
  return hash.digest('base64url');
}

/** The password logins the throttle tells apart: clients by e-mail, agencies by alias. */
export type LoginKind = 'login' | 'agency';

/** The three counters of one login attempt in the window `now` falls in (`auth_attempts` keys). */
function loginKeys(kind: LoginKind, identifier: string, address: string, now: Date) {
  const window = loginThrottleWindow(now, LOGIN_THROTTLE).start.getTime() / 1000;
  return {
    accountAddress: `${kind}-aa:${digest(identifier, address)}:${window}`,
    account: `${kind}-acct:${digest(identifier)}:${window}`,
    // one address, whatever it logs in to (clients and agencies)
    address: `login-ip:${digest(address)}:${window}`,
  };
}

function refuseUnlessAllowed(counts: Parameters<typeof loginThrottleDecision>[0], now: Date): void {
  const decision = loginThrottleDecision(counts, now, LOGIN_THROTTLE);
  if (!decision.allowed) throw new TooManyAttempts(decision.waitSeconds);
}

/**
 * Reserves one login attempt BEFORE the password is checked (issue 18.1, 18.4; the numbers and
 * the order are the domain's: packages/domain/src/auth/login-throttle.ts, decision 0022): an
 * atomic increment of the (account, address) counter, refused past its ceiling; then of the
 * account's and the address's, refused past theirs. Throws TooManyAttempts; otherwise resolves
 * to the (account, address) key, which a successful login clears (clearLoginAttempts).
 */
export async function reserveLoginAttempt(db: Db, kind: LoginKind, identifier: string, address: string, now: Date): Promise<string> {
  const keys = loginKeys(kind, identifier, address, now);
  const [accountAddress] = await countAttempts(db, [keys.accountAddress], now);
  refuseUnlessAllowed({ accountAddress: accountAddress! }, now);
  const [account, perAddress] = await countAttempts(db, [keys.account, keys.address], now);
  refuseUnlessAllowed({ accountAddress: accountAddress!, account: account!, address: perAddress! }, now);
  return keys.accountAddress;
}

/** A successful login: its (account, address) counter starts again. */
export async function clearLoginAttempt(db: Db, accountAddressKey: string): Promise<void> {
  await deleteAttempts(db, [accountAddressKey]);
}

/** The owner proved the mailbox (password reset): the account's counter of this window starts again. */
export async function clearAccountAttempts(db: Db, kind: LoginKind, identifier: string, now: Date): Promise<void> {
  await deleteAttempts(db, [loginKeys(kind, identifier, '', now).account]);
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

/** Drops rows quiet for longer than any policy remembers (called now and then). */
export async function pruneAttempts(db: Db, now: Date, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await deleteAttemptsQuietSince(db, new Date(now.getTime() - olderThanSeconds * 1000));
}

/** The Retry-After header of a 429 (the error handler writes the body). */
export function setRetryAfter(reply: FastifyReply, err: unknown): void {
  if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfter));
}
