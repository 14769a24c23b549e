import type { CatalogResponse, City, Place, Product, Terminal } from '@parking/domain/contracts/catalog';
import { findPlaceEntry, findProductEntry } from '@parking/domain/catalog/catalog';
import { productTerminals } from '@parking/domain/booking/terminals';
import { type DatesFormErrors, type OpeningRule, validateDatesForm } from '@parking/domain/booking/dates-form';
import { normalizeFlightNumber } from '@parking/domain/validation/flight-number';
import { firstAllowedTime, isTimeAllowed, type SlotKind } from '@parking/domain/booking/hour-slots';
import { normalizePassengerInput, passengersApply } from '@parking/domain/booking/passengers';
import { MAX_ADVANCE_DAYS, MAX_STAY_DAYS } from '@parking/domain/pricing/stay-limits';
import { DAY_MS } from '@parking/domain/pricing/tariff';
import { defaultEndFor, defaultRange } from '@parking/domain/time/default-range';
import { madridDayAt } from '@parking/domain/time/iso-day';
import { formatWireDate, madridDay, madridParts, parseWireDate } from '@parking/domain/time/madrid';
import type { BookingState, Trip } from '../booking/booking-store';

/**
 * The where-when form as plain data and pure transitions, so every rule of spec 4 and 5 is
 * testable without a DOM. Days are Madrid calendar days ('YYYY-MM-DD', what
 * `<input type="date">` holds) and times are Madrid wall clock, joined only when needed.
 */
export interface Clock {
  hour: number;
  minute: number;
}

export interface WhereWhenState {
  placeId: number | null;
  productId: number | null;
  startDay: string;
  startTime: Clock;
  endDay: string;
  endTime: Clock;
  /** common terminal ids: they survive a change of product at the same place */
  inCommon: number | null;
  outCommon: number | null;
  /** the one-character fields as typed ('' while blank) */
  inPassengers: string;
  outPassengers: string;
  flight: string;
}

export type FormErrors = DatesFormErrors & {
  product?: 'required';
};

const pad2 = (n: number) => String(n).padStart(2, '0');

export function clockOf(d: Date): Clock {
  const p = madridParts(d);
  return { hour: p.hour, minute: p.minute };
}

export function formatClock(c: Clock): string {
  return `${pad2(c.hour)}:${pad2(c.minute)}`;
}

export function initialState(booking: BookingState, now: Date): WhereWhenState {
  const storedStart = booking.startDate ? parseWireDate(booking.startDate) : null;
  const storedEnd = booking.endDate ? parseWireDate(booking.endDate) : null;
  // Entry rules keep valid dates for this step; anything else starts from the default range.
  const { start, end } = storedStart && storedEnd ? { start: storedStart, end: storedEnd } : defaultRange(now);
  const { trip } = booking;
  return {
    placeId: booking.placeId,
    productId: booking.productId,
    startDay: madridDay(start),
    startTime: clockOf(start),
    endDay: madridDay(end),
    endTime: clockOf(end),
    inCommon: trip.common_in_terminal,
    outCommon: trip.common_out_terminal,
    inPassengers: String(trip.in_passengers ?? 1),
    outPassengers: String(trip.out_passengers ?? trip.in_passengers ?? 1),
    flight: trip.flight_number ?? '',
  };
}

export interface Selection {
  city: City | undefined;
  place: Place | undefined;
  product: Product | undefined;
}

/** The chosen product wins; a place without a valid product falls back to its first one. */
export function resolveSelection(catalog: CatalogResponse | undefined, state: WhereWhenState): Selection {
  const entry = findProductEntry(catalog, state.productId);
  if (entry) return entry;
  const at = findPlaceEntry(catalog, state.placeId);
  return at ? { ...at, product: at.place.products[0] } : { city: undefined, place: undefined, product: undefined };
}

/** The product's terminals for the stored common ids; the out side follows the in side by default. */
export function terminalsFor(product: Product | undefined, inCommon: number | null, outCommon: number | null): { in: Terminal | null; out: Terminal | null } {
  return productTerminals(product?.terminals ?? [], inCommon, outCommon);
}

export function rulesFor(product: Product): { checkin: OpeningRule; checkout: OpeningRule } {
  return {
    checkin: { openingHours: product.openingHours, specificHours: product.specific_checkin_hours },
    checkout: { openingHours: product.openingHours, specificHours: product.specific_checkout_hours },
  };
}

/** Keeps an allowed time; otherwise the next allowed one that day, else the day's first. */
export function snapTime(time: Clock, rule: OpeningRule, kind: SlotKind): Clock {
  const input = { ...rule, kind };
  if (isTimeAllowed({ ...input, ...time })) return time;
  return firstAllowedTime({ ...input, from: time }) ?? firstAllowedTime(input) ?? time;
}

export function withProduct(state: WhereWhenState, product: Product): WhereWhenState {
  const rules = rulesFor(product);
  return {
    ...state,
    placeId: product.placeId,
    productId: product.id,
    startTime: snapTime(state.startTime, rules.checkin, 'checkin'),
    endTime: snapTime(state.endTime, rules.checkout, 'checkout'),
  };
}

export function withPlace(state: WhereWhenState, place: Place): WhereWhenState {
  const first = place.products[0];
  return first ? withProduct(state, first) : { ...state, placeId: place.id, productId: null };
}

/** Spec 4: a new entry date resets the exit to a day later, at the entry hour. */
export function withStartDay(state: WhereWhenState, day: string, product: Product | undefined): WhereWhenState {
  const start = madridDayAt(day, state.startTime);
  if (!start) return { ...state, startDay: day };
  const end = defaultEndFor(start);
  const endTime = product ? snapTime(clockOf(end), rulesFor(product).checkout, 'checkout') : clockOf(end);
  return { ...state, startDay: day, endDay: madridDay(end), endTime };
}

/** Spec 4: "Choosing an entry hour copies it to the exit hour" (when the exit allows it). */
export function withStartTime(state: WhereWhenState, time: Clock, product: Product | undefined): WhereWhenState {
  const endTime = product ? snapTime(time, rulesFor(product).checkout, 'checkout') : time;
  return { ...state, startTime: time, endTime };
}

/** Spec 5: "incoming sets outgoing equal, blank or negative becomes 0". */
export function withInPassengers(state: WhereWhenState, raw: string): WhereWhenState {
  const v = raw.trim() === '' ? '' : String(normalizePassengerInput(raw));
  return { ...state, inPassengers: v, outPassengers: v };
}

export function withOutPassengers(state: WhereWhenState, raw: string): WhereWhenState {
  return { ...state, outPassengers: raw.trim() === '' ? '' : String(normalizePassengerInput(raw)) };
}

export function validate(state: WhereWhenState, product: Product | undefined, now: Date): FormErrors {
  const rules = product ? rulesFor(product) : undefined;
  const errors: FormErrors = validateDatesForm({
    start: madridDayAt(state.startDay, state.startTime),
    end: madridDayAt(state.endDay, state.endTime),
    now,
    flightShown: product?.flight_required ?? false,
    flightNumber: state.flight,
    passengersShown: product ? passengersApply(product.service) : false,
    inPassengers: normalizePassengerInput(state.inPassengers),
    outPassengers: normalizePassengerInput(state.outPassengers),
    checkin: rules?.checkin,
    checkout: rules?.checkout,
  });
  // validateDatesForm also applies the server's upper bounds (stay-limits) and the quarter-hour
  // grid: the same rules as the price route, so the form never offers a stay it would refuse.
  if (!product) errors.product = 'required';
  return errors;
}

/**
 * The last days the date inputs offer (their `max`): entry at most MAX_ADVANCE_DAYS ahead,
 * exit at most MAX_STAY_DAYS after the entry. Days only; validate() checks the exact times.
 */
export function maxDays(state: WhereWhenState, now: Date): { start: string; end: string } {
  const lastStart = new Date(now.getTime() + MAX_ADVANCE_DAYS * DAY_MS);
  const start = madridDayAt(state.startDay, state.startTime);
  const from = start && start.getTime() <= lastStart.getTime() ? start : lastStart;
  return { start: madridDay(lastStart), end: madridDay(new Date(from.getTime() + MAX_STAY_DAYS * DAY_MS)) };
}

export interface Submission {
  booking: Pick<BookingState, 'startDate' | 'endDate' | 'cityId' | 'placeId' | 'productId'>;
  trip: Partial<Trip>;
}

/** What the store keeps on submit; null while the form cannot be submitted. */
export function toSubmission(state: WhereWhenState, selection: Selection): Submission | null {
  const { city, place, product } = selection;
  const start = madridDayAt(state.startDay, state.startTime);
  const end = madridDayAt(state.endDay, state.endTime);
  if (!product || !place || !start || !end) return null;
  const terminals = terminalsFor(product, state.inCommon, state.outCommon);
  const counted = passengersApply(product.service);
  return {
    booking: {
      startDate: formatWireDate(start),
      endDate: formatWireDate(end),
      cityId: city?.id ?? place.cityId,
      placeId: place.id,
      productId: product.id,
    },
    trip: {
      in_terminal: terminals.in?.id ?? null,
      out_terminal: terminals.out?.id ?? null,
      common_in_terminal: terminals.in?.common_terminal_id ?? null,
      common_out_terminal: terminals.out?.common_terminal_id ?? null,
      in_passengers: counted ? normalizePassengerInput(state.inPassengers) : null,
      out_passengers: counted ? normalizePassengerInput(state.outPassengers) : null,
      flight_number: product.flight_required ? normalizeFlightNumber(state.flight) : null,
      id_lot: product.idLot,
    },
  };
}
