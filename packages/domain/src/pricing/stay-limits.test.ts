import { describe, expect, it } from 'vitest';
import { MAX_ADVANCE_DAYS, MAX_STAY_DAYS, stayLimitError } from './stay-limits';
import { DAY_MS } from './tariff';

const RULE = 'design 3 "Invalid input is a 400 naming the field; never a 500" (stay bounds, docs/decisions/0004)';
const now = Date.parse('2026-06-01T08:00:00Z');
const HOUR = 3_600_000;

describe('stayLimitError', () => {
  it.each([
    [`${RULE}: a week starting tomorrow is fine`, now + DAY_MS, now + 8 * DAY_MS, null],
    [`${RULE}: exactly ${MAX_STAY_DAYS} days is the longest stay`, now + DAY_MS, now + (1 + MAX_STAY_DAYS) * DAY_MS, null],
    [`${RULE}: one hour more is too long`, now + DAY_MS, now + (1 + MAX_STAY_DAYS) * DAY_MS + HOUR, 'stay_too_long'],
    [`${RULE}: a hundred-year stay`, now + DAY_MS, now + 36_500 * DAY_MS, 'stay_too_long'],
    [`${RULE}: starting exactly ${MAX_ADVANCE_DAYS} days ahead is fine`, now + MAX_ADVANCE_DAYS * DAY_MS, now + (MAX_ADVANCE_DAYS + 1) * DAY_MS, null],
    [`${RULE}: one hour later is too far ahead`, now + MAX_ADVANCE_DAYS * DAY_MS + HOUR, now + (MAX_ADVANCE_DAYS + 1) * DAY_MS, 'start_too_far'],
    [`${RULE}: year 9999`, Date.UTC(9999, 11, 30), Date.UTC(9999, 11, 31), 'start_too_far'],
    [`${RULE}: not a number is refused, not priced`, Number.NaN, now, 'start_too_far'],
  ] as const)('%s', (_t, start, end, expected) => {
    expect(stayLimitError(start, end, now)).toBe(expected);
  });
});
