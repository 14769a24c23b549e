import { DAY_MS } from './tariff';

/**
 * Bounds on a stay the price route accepts. The spec names no maximum, but without one a
 * request for 9999-12-31 or a hundred-year stay walks calendars and capacity windows past
 * what they can hold and ends in a 500. These are sanity bounds, not a commercial rule:
 * a car park stay is counted in days or weeks, and tariffs and capacity are planned about a
 * year ahead, so a year of stay and five years of advance cover every real booking.
 */
export const MAX_STAY_DAYS = 365;
export const MAX_ADVANCE_DAYS = 5 * 365;

export type StayLimitError = 'stay_too_long' | 'start_too_far';

/**
 * Null when the stay is within the bounds; else which bound it breaks. `now` is a parameter
 * (design 3). Order and past/negative stays are validated before this (API_ERROR_DATES_IN_PAST,
 * API_ERROR_END_BEFORE_START); here only the upper bounds.
 */
export function stayLimitError(startMs: number, endMs: number, nowMs: number): StayLimitError | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || !Number.isFinite(nowMs)) return 'start_too_far';
  if (startMs - nowMs > MAX_ADVANCE_DAYS * DAY_MS) return 'start_too_far';
  if (endMs - startMs > MAX_STAY_DAYS * DAY_MS) return 'stay_too_long';
  return null;
}
