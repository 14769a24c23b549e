/**
 * Login throttling that holds under bursts and does not lock the owner out (issue 18.1 and
 * 18.4; what must be true: "Throttling reserves the attempt before the password is checked
 * (atomic increment, in the database or Redis so every node agrees), per account and per
 * address, for clients and agencies; a burst of N parallel tries is counted as N" and "An
 * account's owner can still log in while someone else guesses from another address (limits
 * keyed on account and address together, plus a higher ceiling per account); the wait never
 * grows without end"). The pure decision; the counters live in the api.
 *
 * The numbers, per fixed window of 15 minutes (LOGIN_THROTTLE):
 *   5 attempts per account + address   the guesser at one address stops after 5; the owner,
 *                                       at another address, has a counter of their own;
 *   50 attempts per account             a ceiling for guessing from many addresses (10+);
 *   100 attempts per address            an office or NAT shares an address: 100 tries over
 *                                       all its accounts before the address waits;
 *   wait: until the window ends, never more than 15 minutes. Nothing is carried over to the
 *   next window, so one failure every 15 minutes (issue 18.4) never keeps anything locked.
 * Agencies use the same rule with the alias as the account.
 *
 * How the api counts (each increment atomic, `INSERT ... ON CONFLICT DO UPDATE SET n = n + 1
 * RETURNING n` or Redis INCR + EXPIRE, keyed with loginThrottleWindow(now).start):
 *   1. reserve: n1 = ++count(account, address); loginThrottleDecision({ accountAddress: n1 })
 *      refused -> 429 with Retry-After = waitSeconds, nothing else counted;
 *   2. n2 = ++count(account), n3 = ++count(address);
 *      loginThrottleDecision({ accountAddress: n1, account: n2, address: n3 }) refused -> 429;
 *   3. only then check the password. A success deletes the (account, address) counter.
 * Step 1 comes first so that tries refused at one address never count against the account's
 * ceiling: one address can add at most 5 to it per window, and the owner is only shut out
 * once 10 or more addresses guess at the same account.
 */

export interface LoginThrottleLimits {
  accountAddress: number;
  account: number;
  address: number;
  windowSeconds: number;
  maxWaitSeconds: number;
}

export const LOGIN_THROTTLE: LoginThrottleLimits = {
  accountAddress: 5,
  account: 50,
  address: 100,
  windowSeconds: 15 * 60,
  maxWaitSeconds: 15 * 60,
};

/** Attempts in the current window, each INCLUDING the one being decided. Omitted = not counted yet (step 1). */
export interface LoginAttemptCounts {
  accountAddress: number;
  account?: number;
  address?: number;
}

export type LoginThrottleLimit = 'account_address' | 'account' | 'address';
export type LoginThrottleDecision = { allowed: true } | { allowed: false; limit: LoginThrottleLimit; waitSeconds: number };

/** The fixed window `now` falls in: its start (the counters' key) and the whole seconds left in it (at least 1). */
export function loginThrottleWindow(now: Date, limits: LoginThrottleLimits = LOGIN_THROTTLE): { start: Date; secondsLeft: number } {
  const ms = limits.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / ms) * ms;
  return { start: new Date(start), secondsLeft: Math.max(1, Math.ceil((start + ms - now.getTime()) / 1000)) };
}

/**
 * Allowed while every given count is within its limit; else refused with the first limit
 * passed (account + address, account, address) and a wait until the window ends, capped
 * at maxWaitSeconds and at least 1 second. A count that is not a finite number is treated
 * as over the limit: a broken counter must not open the door.
 */
export function loginThrottleDecision(counts: LoginAttemptCounts, now: Date, limits: LoginThrottleLimits = LOGIN_THROTTLE): LoginThrottleDecision {
  const checks: [LoginThrottleLimit, number | undefined, number][] = [
    ['account_address', counts.accountAddress, limits.accountAddress],
    ['account', counts.account, limits.account],
    ['address', counts.address, limits.address],
  ];
  for (const [limit, count, max] of checks) {
    if (count === undefined) continue;
    if (!Number.isFinite(count) || count > max) {
      const waitSeconds = Math.min(loginThrottleWindow(now, limits).secondsLeft, limits.maxWaitSeconds);
      return { allowed: false, limit, waitSeconds: Math.max(1, waitSeconds) };
    }
  }
  return { allowed: true };
}
