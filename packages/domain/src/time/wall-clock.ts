import { formatIsoDay } from './calendar-day';
import { MADRID_TZ } from './madrid';
import { type ZoneFields, zoneFields } from './zone-clock';

/**
 * A reading of the Europe/Madrid wall clock: what the traveller's watch says (spec 1 and 9:
 * "Display time zone is Europe/Madrid"). Stays are priced and held on this clock, not on
 * elapsed real time (docs/pricing-days.md).
 */
export type WallTime = Omit<ZoneFields, 'offset'>;

/** The Madrid wall clock at an instant. Throws RangeError on an invalid Date. */
export function wallTime(d: Date): WallTime {
  if (Number.isNaN(d.getTime())) throw new RangeError('invalid date');
  const z = zoneFields(d.getTime(), MADRID_TZ);
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute, second: z.second };
}

/**
 * Position on the wall-clock timeline in milliseconds: the wall fields read as if they were
 * UTC, where every day has 24 hours. The difference of two readings is the time the
 * traveller's clock shows passing (25 real hours across the October change read as 24).
 */
export function wallMs(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The Madrid calendar day of a reading, 'YYYY-MM-DD'. */
export function wallDay(w: WallTime): string {
  return formatIsoDay(w.year, w.month, w.day);
}

/** Spec 9 "Hours 00/15/30/45": minutes on the quarter-hour grid. */
export const QUARTER_HOUR_MINUTES = 15;

/** True when the reading is on the 00/15/30/45 grid with no seconds (spec 9, hour picker). */
export function onQuarterHour(w: WallTime): boolean {
  return w.minute % QUARTER_HOUR_MINUTES === 0 && w.second === 0;
}
