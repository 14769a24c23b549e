import { isRealDay } from './calendar-day';
import { fromMadridParts } from './madrid';

/**
 * A calendar day written 'YYYY-MM-DD' (spec 9 "Dates ... YYYY-MM-DD HH:mm:ss": the wire's day
 * part; also what a date input, the capacity rows and the admin range hold).
 */

/** 'YYYY-MM-DD', four-digit year, two-digit month and day (the shape only: 2026-02-30 matches). */
export const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DayParts {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' to its fields; null unless it is written so and is a real day. */
export function parseIsoDay(s: string): DayParts | null {
  const m = ISO_DAY_PATTERN.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return isRealDay(year, month, day) ? { year, month, day } : null;
}

/** True for a real calendar day written 'YYYY-MM-DD' (what the stay fields keep, what the admin range takes). */
export function isIsoDay(s: string): boolean {
  return parseIsoDay(s) !== null;
}

/**
 * A Madrid day 'YYYY-MM-DD' at a wall-clock time, as an instant; null while the day is not
 * a real one (blank, half typed, 31 February) or the time is off the clock. A wall time the
 * spring change skips moves forward by the gap, like every Madrid time (time/madrid.ts).
 */
export function madridDayAt(day: string, time: { hour: number; minute: number }): Date | null {
  const p = parseIsoDay(day);
  const { hour, minute } = time;
  if (!p || !Number.isInteger(hour) || !Number.isInteger(minute) || hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  return fromMadridParts({ ...p, hour, minute });
}
