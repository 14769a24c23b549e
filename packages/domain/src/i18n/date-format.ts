import { DEFAULT_LANG, type Lang, primaryLang } from './lang';

/**
 * How dates are written for people (spec 9: "Dates DD/MM/YYYY, DD/MM/YYYY HH:mm:ss,
 * YYYY-MM-DD HH:mm:ss; locale formats es, en, ca, fr").
 *
 * The page's language decides, never the browser's locale: a Spanish page in an en-US
 * browser shows 24/11/2026, not 11/24/2026. English is British English, whose short date is
 * DD/MM/YYYY as well, so every language writes a day the same way; the locale still names
 * months and weekdays (the calendar) and formats euros.
 *
 * Zod-free and Intl-free on purpose: the first screen imports it (decision 0003).
 */
export const FORMAT_LOCALES: Readonly<Record<Lang, string>> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB', fr: 'fr-FR' };

/** The Intl locale for an app language ('es' -> 'es-ES'); a region or an unknown code counts by its primary part, else Spanish. */
export function formatLocale(lang: string | null | undefined): string {
  return FORMAT_LOCALES[primaryLang(lang) ?? DEFAULT_LANG];
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/** 'DD/MM/YYYY' of calendar-day fields: the one way a day is written on screen and in mails. */
export function formatDayParts(year: number, month: number, day: number): string {
  return `${pad2(day)}/${pad2(month)}/${pad4(year)}`;
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
