import { fromMadridParts, madridParts } from './madrid';

/**
 * Default booking times (spec 4). Madrid's UTC offsets are whole hours, so a quarter hour
 * on the absolute time line is a quarter hour on the Madrid wall clock; rounding works on
 * milliseconds and is safe on daylight-saving days.
 */
export const QUARTER_MS = 15 * 60 * 1000;

function assertValid(d: Date): void {
  if (Number.isNaN(d.getTime())) throw new RangeError('invalid date');
}

function floorToQuarter(ms: number): Date {
  return new Date(Math.floor(ms / QUARTER_MS) * QUARTER_MS);
}

/**
 * Same Madrid wall-clock time `days` calendar days later. A booking "tomorrow at 10:00"
 * stays at 10:00 across a daylight-saving change (23 or 25 real hours later); a wall time
 * that does not exist that day moves forward by the gap.
 */
export function addMadridDays(d: Date, days: number): Date {
  assertValid(d);
  const p = madridParts(d);
  // Seconds and milliseconds kept: only the wall-clock day moves.
  const wall = fromMadridParts({ ...p, day: p.day + days });
  return new Date(wall.getTime() + (d.getTime() % 60_000 + 60_000) % 60_000);
}

/**
 * Spec 4 "Default range: start now +1 day, end now +2 days, each rounded to 15-minute steps
 * after adding 15 minutes". Read as: add the days on the Madrid calendar, add 15 minutes,
 * then drop to the quarter hour. The result is the first quarter strictly after now (+days),
 * so there are always at least a few minutes to complete the booking.
 */
export function defaultRange(now: Date): { start: Date; end: Date } {
  const at = (days: number): Date => floorToQuarter(addMadridDays(now, days).getTime() + QUARTER_MS);
  return { start: at(1), end: at(2) };
}

/**
 * Spec 4 "Changing entry date resets exit date to a default derived from it" and "Return
 * date converts to +1 day": the same wall time one Madrid calendar day after the start.
 */
export function defaultEndFor(start: Date): Date {
  return addMadridDays(start, 1);
}

