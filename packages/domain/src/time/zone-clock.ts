/**
 * Wall-clock fields of an instant in an IANA zone, and a Madrid wall time back to an
 * instant, with nothing but the platform's Intl (its zone database). Replaces
 * @internationalized/date here: the web's first screen (120 KB gz budget, decision 0003)
 * carried about 4 KB gz of it for these two conversions (decision 0019).
 */

export interface ZoneFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** UTC offset in milliseconds (wall time minus UTC) */
  offset: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter a zone's wall-clock fields are read with (its zone added). The web's Intl
 * worker (apps/web/scripts/intl-warm.js, decision 0059) builds the same one, filled in by the
 * prerender from here.
 */
export const ZONE_FORMAT_LOCALE = 'en-US';
export const ZONE_FORMAT_OPTIONS: Readonly<Intl.DateTimeFormatOptions> = {
  hourCycle: 'h23',
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** One formatter per zone (building one costs far more than using it). Throws RangeError for an unknown zone. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat(ZONE_FORMAT_LOCALE, { ...ZONE_FORMAT_OPTIONS, timeZone: zone });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * Fields already read, by zone and instant (whole seconds): a request reads the same few
 * instants several times (a stay's check-in and check-out when the body is validated, priced
 * and stored, and a day either side of each in zonedWallToMs), and every reading through Intl
 * costs microseconds (issue 20, decision 0049). Bounded; cleared when full. The fields are
 * frozen: every caller shares them.
 */
const MEMO_MAX = 8192;
const memo = new Map<string, Map<number, Readonly<ZoneFields>>>();

/** The wall clock of `zone` at instant `ms` (whole seconds; milliseconds dropped). */
export function zoneFields(ms: number, zone: string): Readonly<ZoneFields> {
  const second = Math.floor(ms / 1000) * 1000;
  let byMs = memo.get(zone);
  let z = byMs?.get(second);
  if (z === undefined) {
    // Read first: an unknown zone or an invalid instant throws (RangeError) and is never kept.
    z = Object.freeze(readZoneFields(second, zone));
    if (!byMs) memo.set(zone, (byMs = new Map()));
    if (byMs.size >= MEMO_MAX) byMs.clear();
    byMs.set(second, z);
  }
  return z;
}

function readZoneFields(ms: number, zone: string): ZoneFields {
  const out: Record<string, number> = {};
  let bc = false;
  for (const p of formatterFor(zone).formatToParts(new Date(ms))) {
    if (p.type === 'era') bc = p.value === 'BC' || p.value === 'B';
    else if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  const year = bc ? 1 - out.year! : out.year!;
  const f = { year, month: out.month!, day: out.day!, hour: out.hour!, minute: out.minute!, second: out.second! };
  const wall = wallUtc(f.year, f.month, f.day, f.hour, f.minute, f.second);
  return { ...f, offset: wall - Math.floor(ms / 1000) * 1000 };
}

/** Wall fields read as if UTC, in ms (years 0-99 are not shifted to 1900-1999 as Date.UTC does). */
function wallUtc(y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s));
  date.setUTCFullYear(y);
  return date.getTime();
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A wall time of `zone` to an instant, by the 'compatible' rule (Temporal's and the previous
 * library's): a wall time in a spring-forward gap moves forward by the gap (02:30 -> 03:30
 * CEST), one that happens twice in the autumn takes the earlier instant (CEST). Offsets
 * either side of a change are read a day apart: Madrid's changes are months apart.
 */
export function zonedWallToMs(zone: string, y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const wall = wallUtc(y, mo, d, h, mi, s);
  const before = zoneFields(wall - 24 * HOUR_MS, zone).offset;
  const after = zoneFields(wall + 24 * HOUR_MS, zone).offset;
  // No change within a day either side (most of the year): one answer.
  if (before === after) return wall - before;
  // The instants whose wall clock reads `wall`, earliest first (two in the autumn hour).
  const shown = [wall - before, wall - after]
    .sort((a, b) => a - b)
    .filter((ms) => zoneFields(ms, zone).offset === wall - ms);
  // None: the wall time is in the spring gap; read with the offset from before the change,
  // which lands after it by the gap.
  return shown[0] ?? wall - before;
}
