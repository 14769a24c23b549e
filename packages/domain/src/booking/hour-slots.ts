import type { OpeningHours } from '../catalog/catalog';

/**
 * Hour picker card (spec 2) and opening hours (spec 9): "Opening hours type 3 = specific
 * check-in/out lists; type 2 = open/close range. Hours 00/15/30/45, 24 hours reduced by a
 * custom range."
 *
 * Decisions (docs/entry-rules.md, "Opening hours"):
 * - Type 2 applies the same open..close range to check-in and check-out, both ends included.
 *   A missing, malformed or equal open/close means open 24 hours; a close earlier than the
 *   open crosses midnight (22:00-06:00 is open at 23:00 and at 05:00). '24:00' means 23:59.
 * - Type 3 allows only the listed times; the caller passes the list for `kind`
 *   (specific_checkin_hours or specific_checkout_hours). No list means nothing is allowed.
 */

export const SHIP_CHECKIN_TIMES = ['8:00', '9:15', '10:30', '12:30'] as const;

export const QUARTERS = [0, 15, 30, 45] as const;
export type Quarter = (typeof QUARTERS)[number];

export type SlotKind = 'checkin' | 'checkout';

export interface HourSlotRow {
  hour: number;
  minutes: { minute: Quarter; enabled: boolean }[];
}

export interface OpeningRuleInput {
  openingHours: OpeningHours;
  /** comma list of H:mm for type 3, for the side given by `kind` */
  specificHours: string | null;
  kind: SlotKind;
}

/**
 * Parsed clock strings: the opening hours of a few dozen car parks, checked on every price
 * (issue 20.3); bounded, though the catalogue's strings are few.
 */
const clockMemo = new Map<string, number | null>();

/** 'H:mm' or 'HH:mm' to minutes after midnight; '24:00' is the last minute of the day. */
export function parseClock(s: string): number | null {
  let t = clockMemo.get(s);
  if (t === undefined) {
    t = readClock(s);
    if (clockMemo.size >= 1000) clockMemo.clear();
    clockMemo.set(s, t);
  }
  return t;
}

function readClock(s: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h === 24 && min === 0) return 24 * 60 - 1;
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

const specificMemo = new Map<string, ReadonlySet<number>>();
const NO_HOURS: ReadonlySet<number> = new Set();

/**
 * The specific-hours list as minutes after midnight; malformed entries are dropped. The set
 * is shared between callers (parsed once per list: issue 20.3), so it is read-only.
 */
export function parseSpecificHours(list: string | null): ReadonlySet<number> {
  if (!list) return NO_HOURS;
  let set = specificMemo.get(list);
  if (!set) {
    set = readSpecificHours(list);
    if (specificMemo.size >= 1000) specificMemo.clear();
    specificMemo.set(list, set);
  }
  return set;
}

function readSpecificHours(list: string): Set<number> {
  const out = new Set<number>();
  for (const part of list.split(',')) {
    // '24:00' closes a range; it is not a time someone can drop a car off.
    if (/^\s*24:/.test(part)) continue;
    const t = parseClock(part);
    if (t !== null) out.add(t);
  }
  return out;
}

function inRange(t: number, open: string | null, close: string | null): boolean {
  const o = open === null ? null : parseClock(open);
  const c = close === null ? null : parseClock(close);
  if (o === null || c === null || o === c) return true;
  return o < c ? t >= o && t <= c : t >= o || t <= c;
}

/** Builds a checker once so the 96-slot grid does not re-parse the list per slot. */
function makeChecker(input: OpeningRuleInput): (t: number) => boolean {
  const { openingHours } = input;
  if (openingHours.type === 3) {
    const allowed = parseSpecificHours(input.specificHours);
    return (t) => allowed.has(t);
  }
  return (t) => inRange(t, openingHours.open, openingHours.close);
}

export function isTimeAllowed(input: OpeningRuleInput & { hour: number; minute: number }): boolean {
  const { hour, minute } = input;
  if (!Number.isInteger(hour) || !Number.isInteger(minute)) return false;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return false;
  return makeChecker(input)(hour * 60 + minute);
}

/** 24 rows, hours 0..23, each with the 00/15/30/45 columns. */
export function hourSlots(input: OpeningRuleInput): HourSlotRow[] {
  const allowed = makeChecker(input);
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    minutes: QUARTERS.map((minute) => ({ minute, enabled: allowed(hour * 60 + minute) })),
  }));
}

/**
 * First enabled quarter of the grid at or after `from` (default 00:00) on the same day, or
 * null when none is left. Used to pick a default hour when the current one is closed.
 */
export function firstAllowedTime(
  input: OpeningRuleInput & { from?: { hour: number; minute: number } },
): { hour: number; minute: Quarter } | null {
  const allowed = makeChecker(input);
  const from = input.from ? input.from.hour * 60 + input.from.minute : 0;
  for (let hour = 0; hour < 24; hour++) {
    for (const minute of QUARTERS) {
      const t = hour * 60 + minute;
      if (t >= from && allowed(t)) return { hour, minute };
    }
  }
  return null;
}
