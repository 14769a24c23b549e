/**
 * Calendar days written 'YYYY-MM-DD' (spec 9 "Dates ... YYYY-MM-DD HH:mm:ss": the wire's day
 * part; also what a date input, the capacity rows and the admin range hold). A day of the
 * calendar has no time zone: these functions do no zone arithmetic (time/madrid.ts does).
 */

/** 'YYYY-MM-DD', four-digit year, two-digit month and day (the shape only: 2026-02-30 matches). */
export const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DayParts {
  year: number;
  month: number;
  day: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True when year, month and day name a real day of the calendar (no 30 February, no month 13, no year 0). */
export function isRealDay(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

/** Calendar-day fields written 'YYYY-MM-DD' (no check: see isRealDay). */
export function formatIsoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
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
