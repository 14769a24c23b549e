import { formatIsoDay, isRealDay } from '../time/calendar-day';
import { ISO_DAY_PATTERN, isIsoDay, parseIsoDay } from '../time/iso-day';
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
// A real calendar day is time/calendar-day.ts's and time/iso-day.ts's rule; the typed-day helpers here use it.
export { formatDayParts, isIsoDay };

/** Calendar-day fields as 'YYYY-MM-DD' when they name a real day, else null. */
function isoDay(year: number, month: number, day: number): string | null {
  return isRealDay(year, month, day) ? formatIsoDay(year, month, day) : null;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'; anything else is returned as it is (a half-typed date stays on screen). */
export function formatDisplayDay(day: string): string {
  const p = parseIsoDay(day);
  return p ? formatDayParts(p.year, p.month, p.day) : day;
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
  const iso = ISO_DAY_PATTERN.exec(s);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = TYPED_DAY.exec(s);
  return m ? isoDay(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}
