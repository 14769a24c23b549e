import { formatIsoDay, isRealDay } from './calendar-day';
import { type ZoneFields, zonedWallToMs, zoneFields } from './zone-clock';

/**
 * Europe/Madrid wall time <-> absolute instants (spec 1 and 9: users see Madrid time; the
 * wire carries `YYYY-MM-DD HH:mm:ss` Madrid wall time).
 *
 * Wall times that do not exist (the skipped hour on the last Sunday of March, e.g.
 * 2026-03-29 02:30) move forward by the gap (03:30 CEST); wall times that happen twice (the
 * repeated hour on the last Sunday of October, e.g. 2026-10-25 02:30) take the earlier one
 * (CEST). This is the 'compatible' rule of Temporal (zone-clock.ts): a picked time never
 * fails, and it never lands before what the user chose.
 */
export const MADRID_TZ = 'Europe/Madrid';

export interface MadridParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** Validated wall-time fields to an instant; null when any field is out of its range. */
function wallToDate(y: number, mo: number, d: number, h: number, mi: number, s: number): Date | null {
  if (!isRealDay(y, mo, d)) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return new Date(zonedWallToMs(MADRID_TZ, y, mo, d, h, mi, s));
}

/**
 * The wire's date: 'YYYY-MM-DD HH:mm:ss', Madrid wall time (spec 9 "Dates ... YYYY-MM-DD
 * HH:mm:ss"). The shape only: parseWireDate says whether it is a real instant.
 */
export const WIRE_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:mm:ss' Madrid wall time to an instant; null if malformed or impossible. */
export function parseWireDate(s: string): Date | null {
  const m = WIRE_DATE_PATTERN.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return wallToDate(y, mo, d, h, mi, sec);
}

function assertValid(d: Date): void {
  if (Number.isNaN(d.getTime())) throw new RangeError('invalid date');
}

/**
 * An instant's Madrid fields: the same few instants (a booking's check-in and check-out) are
 * formatted several times per request; zoneFields keeps what it read (issue 7.10, decision 0049).
 */
function madridZoned(d: Date): Readonly<ZoneFields> {
  return zoneFields(d.getTime(), MADRID_TZ);
}

/** Instant to 'YYYY-MM-DD HH:mm:ss' Madrid wall time. Throws RangeError on an invalid Date. */
export function formatWireDate(d: Date): string {
  assertValid(d);
  const z = madridZoned(d);
  return `${formatIsoDay(z.year, z.month, z.day)} ${pad2(z.hour)}:${pad2(z.minute)}:${pad2(z.second)}`;
}

const QUERY_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * URL parameter dates as Madrid wall time. Accepts 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm',
 * 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DDTHH:mm:ss' and 'YYYY-MM-DD' (read as 00:00; whether a
 * date-only value is meaningful is the caller's call). Surrounding blanks are ignored.
 */
export function parseQueryDate(s: string | null | undefined): Date | null {
  if (typeof s !== 'string') return null;
  const m = QUERY_RE.exec(s.trim());
  if (!m) return null;
  const n = (i: number): number => (m[i] === undefined ? 0 : Number(m[i]));
  return wallToDate(n(1), n(2), n(3), n(4), n(5), n(6));
}

/** Madrid wall-clock fields of an instant (seconds dropped). Throws RangeError on an invalid Date. */
export function madridParts(d: Date): MadridParts {
  assertValid(d);
  const z = madridZoned(d);
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute };
}

/** The Madrid calendar day of an instant, 'YYYY-MM-DD' (spec 9: days are Madrid days). Throws RangeError on an invalid Date. */
export function madridDay(d: Date): string {
  assertValid(d);
  const z = madridZoned(d);
  return formatIsoDay(z.year, z.month, z.day);
}

/**
 * Madrid wall-clock fields to an instant. Out-of-range fields roll over the way Date.UTC
 * does (day 32 of January is 1 February, hour 24 is 00:00 next day), so callers can add
 * calendar days or hours on the wall clock by adding to a field.
 */
export function fromMadridParts(p: { year: number; month: number; day: number; hour?: number; minute?: number }): Date {
  const wall = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour ?? 0, p.minute ?? 0));
  if (Number.isNaN(wall.getTime())) throw new RangeError('invalid date parts');
  const d = wallToDate(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    0,
  );
  if (!d) throw new RangeError('invalid date parts');
  return d;
}

/** 'DD/MM/YYYY HH:mm' in Madrid (spec 2 summary, spec 9 date formats). */
export function formatDisplayDateTime(d: Date): string {
  return `${formatDisplayDate(d)} ${formatTime(d)}`;
}

/**
 * 'DD/MM/YYYY' of calendar-day fields: the one way a day is written on screen and in mails,
 * whatever the language (spec 9; i18n/date-format writes typed days with it too).
 */
export function formatDayParts(year: number, month: number, day: number): string {
  return `${pad2(day)}/${pad2(month)}/${pad4(year)}`;
}

/** 'DD/MM/YYYY' in Madrid, whatever the language. */
export function formatDisplayDate(d: Date): string {
  const p = madridParts(d);
  return formatDayParts(p.year, p.month, p.day);
}

/** 'HH:mm' in Madrid. */
export function formatTime(d: Date): string {
  const p = madridParts(d);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** UTC offset of a zone at an instant in minutes, or null for an unknown zone id. */
function offsetMinutes(zone: string, at: Date): number | null {
  try {
    return zoneFields(at.getTime(), zone).offset / 60_000;
  } catch {
    return null;
  }
}

/** How far ahead the zone check looks, and how often: bookings are made months ahead. */
const ZONE_CHECK_DAYS = 366;
const ZONE_CHECK_STEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec 1: "a warning shows when the browser zone differs". Decision: it differs when the
 * browser's UTC offset differs from Madrid's at `now` or at any week of the coming year.
 * The warning exists because the clock times shown would not match the user's own clock;
 * in Paris or Berlin they never differ, so no warning; in Lisbon, London or the Canary
 * Islands they always do. A zone without daylight saving at UTC+1 (Algiers, Lagos) reads
 * like Madrid in winter but not in summer, and a winter visitor books summer stays: the year
 * ahead counts, not only today. An unknown, empty or missing zone gives no warning: we
 * cannot say it differs.
 */
export function browserZoneDiffers(browserZone: string | null | undefined, now: Date): boolean {
  const zone = browserZone?.trim();
  if (!zone || Number.isNaN(now.getTime())) return false;
  if (offsetMinutes(zone, now) === null) return false;
  for (let day = 0; day <= ZONE_CHECK_DAYS; day += ZONE_CHECK_STEP_DAYS) {
    const at = new Date(now.getTime() + day * DAY_MS);
    if (offsetMinutes(zone, at) !== offsetMinutes(MADRID_TZ, at)) return true;
  }
  return false;
}
