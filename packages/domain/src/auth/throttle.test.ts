import { describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE, IP_THROTTLE, nextFailureCount, RECOVERY_THROTTLE, retryAfterSeconds, throttleDelaySeconds } from './throttle';

const RULE = 'issue 10.9 (ASVS V6): "a growing delay per IP and per account, never a permanent lock"';

describe('throttleDelaySeconds', () => {
  it.each([
    [`${RULE}: the first four failures of an account cost nothing`, 4, ACCOUNT_THROTTLE, 0],
    [`${RULE}: the fifth failure of an account waits 1 s`, 5, ACCOUNT_THROTTLE, 1],
    [`${RULE}: then the wait doubles`, 6, ACCOUNT_THROTTLE, 2],
    [`${RULE}: and doubles again`, 9, ACCOUNT_THROTTLE, 16],
    [`${RULE}: up to 15 minutes`, 15, ACCOUNT_THROTTLE, 900],
    [`${RULE}: never more than 15 minutes, however many failures`, 10_000, ACCOUNT_THROTTLE, 900],
    [`${RULE}: an IP has a higher threshold`, 19, IP_THROTTLE, 0],
    [`${RULE}: an IP's 20th failure waits 1 s`, 20, IP_THROTTLE, 1],
    ['recovery: three mails to one address freely', 2, RECOVERY_THROTTLE, 0],
    ['recovery: the third waits a minute before the next', 3, RECOVERY_THROTTLE, 60],
    ['no failures, no delay', 0, ACCOUNT_THROTTLE, 0],
    ['a nonsense count gives no delay rather than a lock', Number.NaN, ACCOUNT_THROTTLE, 0],
  ] as const)('%s', (_t, failures, policy, expected) => {
    expect(throttleDelaySeconds(failures, policy)).toBe(expected);
  });
});

describe('nextFailureCount', () => {
  const now = new Date('2026-06-01T08:00:00Z');
  it.each([
    ['a first failure counts 1', 0, null, 1],
    ['a failure an hour after the last adds one', 7, new Date(now.getTime() - 3_600_000), 8],
    [`${RULE}: a key quiet for a day starts again`, 40, new Date(now.getTime() - 24 * 3_600_000), 1],
  ] as const)('%s', (_t, previous, lastAt, expected) => {
    expect(nextFailureCount(previous, lastAt, now, ACCOUNT_THROTTLE)).toBe(expected);
  });
});

describe('retryAfterSeconds', () => {
  const now = new Date('2026-06-01T08:00:00Z');
  it.each([
    ['no delay set', null, 0],
    ['a delay already over', new Date(now.getTime() - 1), 0],
    ['exactly now is allowed', now, 0],
    ['a part of a second rounds up to 1', new Date(now.getTime() + 200), 1],
    ['15 minutes', new Date(now.getTime() + 900_000), 900],
  ] as const)('%s', (_t, at, expected) => {
    expect(retryAfterSeconds(at, now)).toBe(expected);
  });
});
