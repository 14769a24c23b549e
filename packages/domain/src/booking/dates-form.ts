import type { OpeningHours } from '../contracts/catalog';
import { madridParts } from '../time/madrid';
import { normalizeFlightNumber } from './flight-number';
import { isTimeAllowed, type SlotKind } from './hour-slots';
import { MAX_PASSENGERS } from './passengers';

/**
 * Spec 5 "Dates form: entry and exit required; confirm disabled when invalid; with flight
 * shown, flight number required; with passengers shown, in and out both above 0."
 * Plus the opening hours of spec 9 for the chosen product, read on the Madrid wall clock.
 *
 * One error per field, the first that applies in this order: required, in_past,
 * end_before_start, closed_hours. An end equal to the start is end_before_start: a stay of
 * zero minutes cannot be booked.
 */
export type DatesFormErrorKey = 'required' | 'in_past' | 'end_before_start' | 'closed_hours' | 'passengers_required';
export type DatesFormField = 'start' | 'end' | 'flight' | 'passengers';
export type DatesFormErrors = Partial<Record<DatesFormField, DatesFormErrorKey>>;

export interface OpeningRule {
  openingHours: OpeningHours;
  specificHours: string | null;
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

const isValidDate = (d: Date | null): d is Date => d !== null && !Number.isNaN(d.getTime());

function closed(d: Date, rule: OpeningRule | undefined, kind: SlotKind): boolean {
  if (!rule) return false;
  const { hour, minute } = madridParts(d);
  return !isTimeAllowed({ ...rule, kind, hour, minute });
}

const validCount = (n: number): boolean => Number.isInteger(n) && n > 0 && n <= MAX_PASSENGERS;

export function validateDatesForm(input: DatesFormInput): DatesFormErrors {
  const errors: DatesFormErrors = {};
  const { start, end, now } = input;
  const nowMs = now.getTime();

  if (!isValidDate(start)) errors.start = 'required';
  else if (start.getTime() < nowMs) errors.start = 'in_past';
  else if (closed(start, input.checkin, 'checkin')) errors.start = 'closed_hours';

  if (!isValidDate(end)) errors.end = 'required';
  else if (end.getTime() < nowMs) errors.end = 'in_past';
  else if (isValidDate(start) && end.getTime() <= start.getTime()) errors.end = 'end_before_start';
  else if (closed(end, input.checkout, 'checkout')) errors.end = 'closed_hours';

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
