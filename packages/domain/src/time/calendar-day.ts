/**
 * Days of the calendar (spec 9 "Dates ... YYYY-MM-DD HH:mm:ss": the wire's day part). A day of
 * the calendar has no time zone: nothing here does zone arithmetic (time/madrid.ts does). The
 * text form 'YYYY-MM-DD' is read by ./iso-day.ts, kept apart so the first screen, which needs
 * only these two (through madrid.ts), does not carry the parsing (decision 0003).
 */

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * True when the integers year, month and day name a real day of the calendar (no 30 February,
 * no month 13, no day 0, no year 0).
 */
export function isRealDay(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Calendar-day fields written 'YYYY-MM-DD' (no check: see isRealDay). */
export function formatIsoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}
