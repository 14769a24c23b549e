/**
 * Login throttling (issue 10.9; for logins, issue 18 replaces the policies below with
 * ./login-throttle.ts once the api counts attempts atomically; recovery keeps them, ASVS V6.3: "anti-automation … without a permanent lock").
 * Failures are counted per key (an IP, an account identifier); once a key has `freeFailures`
 * failures, each further failure delays the next try: 1 s, 2 s, 4 s … doubling up to
 * `maxDelaySeconds`. The delay never becomes a lock: once it passes, the real owner may try
 * again, and a successful login clears the account's count.
 */
export interface ThrottlePolicy {
  /** failures allowed with no delay at all */
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** a key quiet for this long starts counting from zero again */
  forgetAfterSeconds: number;
}

/** Per account (e-mail or agency alias): 5 free failures, then 1 s doubling to 15 min. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = { freeFailures: 5, baseDelaySeconds: 1, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 };
/** Per IP: a shared office or NAT fails more often, so 20 free failures, then the same growth. */
export const IP_THROTTLE: ThrottlePolicy = { freeFailures: 20, baseDelaySeconds: 1, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 };
/**
 * Recovery mails, per e-mail (every request counts, since each answers 202 whatever happens):
 * 3 free, then 1 min doubling to 15 min, so a mailbox is not flooded.
 */
export const RECOVERY_THROTTLE: ThrottlePolicy = { freeFailures: 3, baseDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 };
/** Recovery requests per IP. */
export const RECOVERY_IP_THROTTLE: ThrottlePolicy = { freeFailures: 10, baseDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 };

/** Seconds to wait after the `failures`-th failure (0 while failures <= freeFailures - 1). */
export function throttleDelaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (!Number.isFinite(failures) || failures < policy.freeFailures) return 0;
  const exponent = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.baseDelaySeconds * 2 ** exponent, policy.maxDelaySeconds);
}

/** The count after one more failure at `now`: a key quiet for forgetAfterSeconds starts again. */
export function nextFailureCount(previous: number, lastAt: Date | null, now: Date, policy: ThrottlePolicy): number {
  if (lastAt === null || now.getTime() - lastAt.getTime() >= policy.forgetAfterSeconds * 1000) return 1;
  return previous + 1;
}

/** Whole seconds until `nextAllowedAt` (at least 1 while it is in the future), else 0. */
export function retryAfterSeconds(nextAllowedAt: Date | null, now: Date): number {
  if (nextAllowedAt === null) return 0;
  const ms = nextAllowedAt.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}
