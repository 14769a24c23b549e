import type { OpeningHours } from '../catalog/catalog';
import { stayLimitError } from '../pricing/stay-limits';
import { type WallTime, onQuarterHour } from '../time/wall-clock';
import { type MadridInstant, madridInstant } from '../time/wire-instant';
import { normalizeFlightNumber } from '../validation/flight-number';
import { isTimeAllowed, type SlotKind } from './hour-slots';
import { MAX_PASSENGERS } from './passengers';

/**
 * Spec 5 "Dates form: entry and exit required; confirm disabled when invalid; with flight
 * shown, flight number required; with passengers shown, in and out both above 0."
 * Plus the opening hours of spec 9 for the chosen product, read on the Madrid wall clock,
 * spec 9 "Hours 00/15/30/45", and the stay bounds of stay-limits.ts.
 *
 * The stay's own checks (`validateStayDates`) are the same for the browser form and the
 * server: the price and booking routes call them on the wire dates, the form on what the
 * traveller picked. One error per field, the first that applies in this order: required,
 * off_grid, in_past, end_before_start, closed_hours; then, only when both dates are
 * otherwise fine, start_too_far or stay_too_long. An end equal to the start is
 * end_before_start: a stay of zero minutes cannot be booked.
 */
export type StayDatesErrorKey =
  | 'required'
  | 'off_grid'
  | 'in_past'
  | 'end_before_start'
  | 'closed_hours'
  | 'start_too_far'
  | 'stay_too_long';
export type DatesFormErrorKey = StayDatesErrorKey | 'passengers_required';
export type DatesFormField = 'start' | 'end' | 'flight' | 'passengers';
export type DatesFormErrors = Partial<Record<DatesFormField, DatesFormErrorKey>>;
export type StayDatesErrors = Partial<Record<'start' | 'end', StayDatesErrorKey>>;

export interface OpeningRule {
  openingHours: OpeningHours;
  specificHours: string | null;
}

export interface StayDatesInput {
  start: MadridInstant | null;
  end: MadridInstant | null;
  now: Date;
  checkin?: OpeningRule;
  checkout?: OpeningRule;
}

/** True when the product takes (checkin) or hands over (checkout) cars at this Madrid time. */
export function isOpenAt(rule: OpeningRule | undefined, kind: SlotKind, wall: WallTime): boolean {
  if (!rule) return true;
  return isTimeAllowed({ openingHours: rule.openingHours, specificHours: rule.specificHours, kind, hour: wall.hour, minute: wall.minute });
}

export function validateStayDates(input: StayDatesInput): StayDatesErrors {
  const errors: StayDatesErrors = {};
  const { start, end } = input;
  const nowMs = input.now.getTime();

  if (!start || Number.isNaN(start.ms)) errors.start = 'required';
  else if (!onQuarterHour(start.wall)) errors.start = 'off_grid';
  else if (start.ms < nowMs) errors.start = 'in_past';
  else if (!isOpenAt(input.checkin, 'checkin', start.wall)) errors.start = 'closed_hours';

  const startMs = start && !Number.isNaN(start.ms) ? start.ms : null;
  if (!end || Number.isNaN(end.ms)) errors.end = 'required';
  else if (!onQuarterHour(end.wall)) errors.end = 'off_grid';
  else if (end.ms < nowMs) errors.end = 'in_past';
  else if (startMs !== null && end.ms <= startMs) errors.end = 'end_before_start';
  else if (!isOpenAt(input.checkout, 'checkout', end.wall)) errors.end = 'closed_hours';

  if (start && end && errors.start === undefined && errors.end === undefined) {
    const limit = stayLimitError(start.ms, end.ms, nowMs);
    if (limit === 'start_too_far') errors.start = limit;
    else if (limit === 'stay_too_long') errors.end = limit;
  }
  return errors;
}

/**
 * The last instant (ms) up to which a stay that passes `validateStayDates` at some `now`
 * still passes: its start. Only two checks read `now`: in_past, which turns on once now is
 * past the start (the end, after the start, comes later), and start_too_far, which only
 * turns off as time goes on. Off-grid, order, opening hours and stay length never read it.
 * For a cache of answers priced at `now` (docs/decisions/0042-price-answer-cache.md).
 */
export function stayDatesPassUntil(start: MadridInstant): number {
  return start.ms;
}

/** Which error the server answers when it can give only one: the most basic first, entry before exit. */
const SEVERITY: readonly StayDatesErrorKey[] = ['required', 'off_grid', 'in_past', 'end_before_start', 'closed_hours', 'start_too_far', 'stay_too_long'];

export function firstStayDatesError(errors: StayDatesErrors): { field: 'start' | 'end'; key: StayDatesErrorKey } | null {
  for (const key of SEVERITY) {
    if (errors.start === key) return { field: 'start', key };
    if (errors.end === key) return { field: 'end', key };
  }
  return null;
}

export interface DatesFormInput {
  start: Date | null;
  end: Date | null;
  now: Date;
  flightShown: boolean;
  flightNumber: string | null;
  passengersShown: boolean;
  inPassengers: number;
  outPassengers: number;
  checkin?: OpeningRule;
  checkout?: OpeningRule;
}

const instantOrNull = (d: Date | null): MadridInstant | null => (d === null || Number.isNaN(d.getTime()) ? null : madridInstant(d));

const validCount = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= MAX_PASSENGERS;

export function validateDatesForm(input: DatesFormInput): DatesFormErrors {
  const errors: DatesFormErrors = validateStayDates({
    start: instantOrNull(input.start),
    end: instantOrNull(input.end),
    now: input.now,
    checkin: input.checkin,
    checkout: input.checkout,
  });

  if (input.flightShown && normalizeFlightNumber(input.flightNumber) === null) errors.flight = 'required';

  if (input.passengersShown && !(validCount(input.inPassengers) && validCount(input.outPassengers))) {
    errors.passengers = 'passengers_required';
  }
  return errors;
}

/** Confirm is enabled only when no field has an error. */
export function isDatesFormValid(errors: DatesFormErrors): boolean {
  return Object.values(errors).every((e) => e === undefined);
}
