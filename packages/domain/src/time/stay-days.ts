import { ISO_DAY_PATTERN } from './iso-day';
import { type WallTime, wallDay } from './wall-clock';
import { isoDayOfDayNumber } from './iso-instant';

/**
 * The Madrid calendar days a stay holds a place on (docs/pricing-days.md, "Days held").
 * One rule for the price route's availability, the booking's capacity rows and the admin
 * capacity view.
 */
const DAY_MS = 86_400_000;
/** Sanity bound: ten years of days (stays are capped at a year by stay-limits.ts). */
const MAX_DAYS = 3660;

function dayNumber(ymd: string): number {
  const m = ISO_DAY_PATTERN.exec(ymd);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/**
 * Calendar days from one 'YYYY-MM-DD' to another, both included, in date order; [] when the
 * end is before the start or either is malformed. Calendar arithmetic in UTC: days of the
 * calendar have no time zone. Throws RangeError past ten years.
 */
export function calendarDays(fromYmd: string, toYmd: string): string[] {
  const from = dayNumber(fromYmd);
  const to = dayNumber(toYmd);
  if (!(to >= from)) return [];
  const n = Math.round((to - from) / DAY_MS) + 1;
  if (n > MAX_DAYS) throw new RangeError('range longer than ten years');
  const days: string[] = new Array(n);
  for (let i = 0; i < n; i++) days[i] = isoDayOfDayNumber(Math.round(from / DAY_MS) + i);
  return days;
}

const memo = new Map<string, string[]>();
const MEMO_MAX = 5000;

/**
 * The days a stay holds a space on: the Madrid calendar days from the check-in day to the
 * check-out day, both included (the car is in the car park on both), in date order. Date
 * order matters: every booking takes its days in the same order, so two bookings never
 * wait on each other's rows crosswise (no deadlock).
 *
 * Memoised: the price route asks for the same few thousand stays, and callers that memoise
 * on the array's identity (the route's StayMemo) hit when the days are the same. The array
 * is shared, so it is frozen (typed mutable only so capacity code can take it as is).
 */
export function stayDays(start: WallTime, end: WallTime): string[] {
  const from = wallDay(start);
  const to = wallDay(end);
  const key = from + to;
  let days = memo.get(key);
  if (!days) {
    days = calendarDays(from, to);
    Object.freeze(days);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, days);
  }
  return days;
}

/**
 * The days an extra holds a place on: a space (or double space) is held every day of the
 * stay like the parking itself; a wash or disinfection is done once, on the check-out day,
 * so the car is clean when the traveller comes back.
 */
export function extraHeldDays(type: 'wash' | 'space' | 'double_space', stay: string[]): string[] {
  if (type !== 'wash') return stay;
  const last = stay[stay.length - 1];
  return last === undefined ? [] : [last];
}
