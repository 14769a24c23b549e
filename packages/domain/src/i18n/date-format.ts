import { formatDayParts } from '../time/madrid';

/**
 * How days are written and typed (spec 9: "Dates DD/MM/YYYY, DD/MM/YYYY HH:mm:ss,
 * YYYY-MM-DD HH:mm:ss; locale formats es, en, ca, fr").
 *
 * The page's language decides, never the browser's locale: a Spanish page in an en-US
 * browser shows 24/11/2026, not 11/24/2026. Every app language writes a short date
 * DD/MM/YYYY (English is British English), so one formatter serves them all; the locale map
 * (FORMAT_LOCALES, formatLocale in ./lang) still names months and weekdays and formats euros.
 * Instants are written by time/madrid (formatDisplayDate, formatDisplayDateTime) with the
 * same formatDayParts.
 */
export { FORMAT_LOCALES, formatLocale } from './lang';
export { formatDayParts };

const pad2 = (n: number): string => String(n).padStart(2, '0');

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** True for a real calendar day written 'YYYY-MM-DD' (what the stay fields keep). */
export function isIsoDay(s: string): boolean {
  const m = ISO_DAY.exec(s);
  return m !== null && isoDay(Number(m[1]), Number(m[2]), Number(m[3])) !== null;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'; anything else is returned as it is (a half-typed date stays on screen). */
export function formatDisplayDay(day: string): string {
  const m = ISO_DAY.exec(day);
  return m && isIsoDay(day) ? formatDayParts(Number(m[1]), Number(m[2]), Number(m[3])) : day;
}

const TYPED_DAY = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;

/**
 * A day as a traveller types it, to 'YYYY-MM-DD'; null while it is not a whole, real day.
 * Day first in every language (DD/MM/YYYY, D/M/YYYY, with '/', '.' or '-'), four-digit
 * years only so '01/12/202' is not read as the year 202 halfway through typing; an ISO
 * 'YYYY-MM-DD' (pasted, or what a native date input held) is understood too.
 */
export function parseDisplayDay(text: string): string | null {
  const s = text.trim();
  const iso = ISO_DAY.exec(s);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = TYPED_DAY.exec(s);
  return m ? isoDay(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}
