import type { CalculatePriceRequest, CalculatePriceResponse, Offer } from '@parking/domain/contracts/offer';
import { screenResolutionClass } from '@parking/domain/booking/screen-resolution';
import { promoAccepted } from '@parking/domain/pricing/offer-rules';
import { sendablePromoCode } from '@parking/domain/pricing/promo';
import { outTerminalFollowingIn } from '@parking/domain/booking/terminals';
import { ApiError } from '../../lib/api-client';
import { showError } from '../booking/error-banner';
import { saveSnapshot } from '../booking/snapshot';
import { stepOfPath } from '../booking/steps';
import { type BookingState, bookingStore, setBookingData, setOffer, setTrip, type Trip, useBookingSelector } from '../booking/booking-store';
import { parseAlternativeOffer } from './parse-alternative-offer';
import { currentLang } from '../../lib/i18n';
import { priceOffer } from './use-offer';
import { type ExtraKind, toExtraViews } from '../booking/extra-view';
import * as offerActions from '../booking/offer-actions';
import { carServiceRequestFields, carServiceSlice } from '../car-services/car-service-store';

/** A change to price before it is stored; null removes (extra, promo, terminal). */
export interface OfferPatch {
  washExtraId?: number | null;
  spaceExtraId?: number | null;
  promoCode?: string | null;
  startDate?: string;
  endDate?: string;
  inTerminal?: number | null;
  outTerminal?: number | null;
  inPassengers?: number;
  outPassengers?: number;
  productId?: number;
  checkCarserviceAvailability?: boolean;
  /** issue 19: choose a voucher (its code) or none (null) */
  voucherCode?: string | null;
  /** issue 19: pay with the client's points, or stop */
  usePoints?: boolean;
}

export type RecalcResult = { ok: true; response: CalculatePriceResponse } | { ok: false; error: ApiError };

export interface RequestContext {
  /** kinds of the chosen extra ids (default: what the offer store learnt) */
  kinds?: ReadonlyMap<number, ExtraKind>;
  /** default: the current path's step */
  step?: string | null;
  /** default: from the window width (spec 9 classes) */
  screenResolution?: 1 | 2 | 3;
}

const isSpace = (k: ExtraKind | undefined) => k === 'space' || k === 'double_space';

/**
 * The chosen extras after a patch. `trip.extras` holds the chosen extra ids (wash and space
 * together); one wash and one space at a time, so a new choice replaces the old one of its kind.
 */
export function extrasAfter(extras: readonly number[], kinds: ReadonlyMap<number, ExtraKind>, patch: OfferPatch): number[] {
  let next = [...extras];
  if (patch.washExtraId !== undefined) {
    next = next.filter((id) => kinds.get(id) !== 'wash');
    if (patch.washExtraId !== null) next.push(patch.washExtraId);
  }
  if (patch.spaceExtraId !== undefined) {
    next = next.filter((id) => !isSpace(kinds.get(id)));
    if (patch.spaceExtraId !== null) next.push(patch.spaceExtraId);
  }
  return next;
}

/** The chosen wash and space ids, by kind (the first of each kind wins). */
export function chosenExtras(extras: readonly number[], kinds: ReadonlyMap<number, ExtraKind>): { wash: number | null; space: number | null } {
  return {
    wash: extras.find((id) => kinds.get(id) === 'wash') ?? null,
    space: extras.find((id) => isSpace(kinds.get(id))) ?? null,
  };
}

function defaultStep(): string | null {
  return typeof window === 'undefined' ? null : stepOfPath(window.location.pathname);
}

function defaultResolution(): 1 | 2 | 3 {
  return typeof window === 'undefined' ? 1 : screenResolutionClass(window.innerWidth);
}


/** Spec 3 Calculate-price request for the stored booking with `patch` applied. */
export function buildOfferRequest(state: BookingState, patch: OfferPatch = {}, ctx: RequestContext = {}): CalculatePriceRequest {
  const kinds = ctx.kinds ?? bookingStore.get().offerContext.kinds;
  const { trip } = state;
  const chosen = chosenExtras(extrasAfter(trip.extras, kinds, patch), kinds);
  const washId = patch.washExtraId !== undefined ? patch.washExtraId : chosen.wash;
  const spaceId = patch.spaceExtraId !== undefined ? patch.spaceExtraId : chosen.space;
  const promo = patch.promoCode !== undefined ? patch.promoCode : trip.promo_code;
  const inTerminal = patch.inTerminal !== undefined ? patch.inTerminal : trip.in_terminal;
  const outTerminal = patch.outTerminal !== undefined ? patch.outTerminal : trip.out_terminal;
  const req: CalculatePriceRequest = {
    startDate: patch.startDate ?? state.startDate ?? '',
    endDate: patch.endDate ?? state.endDate ?? '',
    productId: patch.productId ?? state.productId ?? 0,
    in_terminal: inTerminal,
    out_terminal: outTerminalFollowingIn(outTerminal, inTerminal),
    in_passengers: patch.inPassengers ?? trip.in_passengers ?? 0,
    out_passengers: patch.outPassengers ?? trip.out_passengers ?? trip.in_passengers ?? 0,
    id_wash_extra: washId,
    id_space_extra: spaceId,
    promoCode: sendablePromoCode(promo),
    source_mode: trip.source_mode,
    form_version: state.formVersion,
    screen_resolution: ctx.screenResolution ?? defaultResolution(),
    absuid: state.absuid,
    step: ctx.step !== undefined ? ctx.step : defaultStep(),
  };
  if (trip.ship) req.ship = trip.ship;
  // Issue 19: the voucher chosen (none or one) and the points, as the booking will send them.
  const usePoints = patch.usePoints ?? trip.use_points;
  const voucherCode = patch.voucherCode !== undefined ? patch.voucherCode : trip.voucher_code;
  if (usePoints) req.use_points = true;
  if (voucherCode) req.voucher_code = voucherCode;
  if (patch.checkCarserviceAvailability) req.check_carservice_availability = true;
  // Issue 16: the car services' estimate, the car it is for, removed services and custom requests.
  Object.assign(req, carServiceRequestFields(carServiceSlice.get(), Number(req.productId) || null));
  return req;
}

/** Issue 19: the offer applied `code` (its voucher is that code, without error). */
export function voucherAccepted(offer: Offer | null | undefined, code: string): boolean {
  const v = offer?.voucher;
  return Boolean(v && v.error === null && v.code.toUpperCase() === code.toUpperCase());
}

/** Extra kinds learnt from an answer (never forgotten): the offer's own extras are the chosen ones. */
export function learntKinds(response: Pick<CalculatePriceResponse, 'extras'> & { offer?: { extras?: unknown[] } }): Map<number, ExtraKind> {
  const kinds = new Map(bookingStore.get().offerContext.kinds);
  for (const e of toExtraViews([...(response.offer?.extras ?? []), ...(response.extras ?? [])])) kinds.set(e.id, e.kind);
  return kinds;
}

function applyAccepted(patch: OfferPatch, response: CalculatePriceResponse) {
  const state = bookingStore.get();
  const { kinds } = bookingStore.get().offerContext;
  const booking: Partial<Pick<BookingState, 'startDate' | 'endDate' | 'productId'>> = {};
  if (patch.startDate !== undefined) booking.startDate = patch.startDate;
  if (patch.endDate !== undefined) booking.endDate = patch.endDate;
  if (patch.productId !== undefined) booking.productId = patch.productId;
  const trip: Partial<Trip> = { extras: extrasAfter(state.trip.extras, kinds, patch) };
  if (patch.inTerminal !== undefined) trip.in_terminal = patch.inTerminal;
  if (patch.outTerminal !== undefined) trip.out_terminal = patch.outTerminal;
  if (patch.inPassengers !== undefined) trip.in_passengers = patch.inPassengers;
  if (patch.outPassengers !== undefined) trip.out_passengers = patch.outPassengers;
  // A refused code is shown once (the promo input reads it from this offer) and not sent
  // again with every later change; that holds for a code stored from a `?promocode=` link too.
  const sent = sendablePromoCode(patch.promoCode !== undefined ? patch.promoCode : state.trip.promo_code);
  if (patch.promoCode !== undefined || state.trip.promo_code !== null) {
    trip.promo_code = sent !== null && promoAccepted(response.offer) ? sent : null;
  }
  // Issue 19: a voucher the server refused (its error is shown from this offer) is not kept,
  // like a refused promo code; the points choice is kept as asked (applied once the offer's
  // points line is above 0, spec 4).
  if (patch.usePoints !== undefined) trip.use_points = patch.usePoints;
  const voucherSent = patch.voucherCode !== undefined ? patch.voucherCode : state.trip.voucher_code;
  if (voucherSent !== null || patch.voucherCode !== undefined) {
    trip.voucher_code = voucherSent !== null && voucherAccepted(response.offer, voucherSent) ? voucherSent : null;
  }
  if (Object.keys(booking).length > 0) setBookingData(booking);
  setTrip(trip);
  offerActions.setOfferResponse(response, learntKinds(response));
  setOffer(response.offer);
}

function toApiError(err: unknown): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_UNKNOWN', null);
}

/** Spec 8: out of stock with an alternative goes to its dialog; others to the banner. */
function reportError(error: ApiError) {
  if (error.code === 'API_ERROR_RESERVATION_OUT_OF_STOCK') {
    const alt = parseAlternativeOffer(error.details);
    if (alt) {
      offerActions.openAlternativeOffer(alt);
      return;
    }
  }
  // showError itself stays quiet while a dialog is open (its caller shows the reason there).
  showError(error);
}

async function run(patch: OfferPatch, retry = true): Promise<RecalcResult> {
  const state = bookingStore.get();
  if (!state.productId && patch.productId === undefined) {
    return { ok: false, error: new ApiError(0, 'API_ERROR_NO_BOOKING', null) };
  }
  if (patch.washExtraId) offerActions.rememberExtraKind(patch.washExtraId, 'wash');
  if (patch.spaceExtraId && !isSpace(bookingStore.get().offerContext.kinds.get(patch.spaceExtraId))) {
    offerActions.rememberExtraKind(patch.spaceExtraId, 'space');
  }
  offerActions.ensureAbsuid(new Date());
  const before = bookingStore.get();
  // Chosen ids of unknown kind (a booking restored from a snapshot) cannot be sent yet.
  const unclassified = before.trip.extras.some((id) => !bookingStore.get().offerContext.kinds.has(id));
  const req = buildOfferRequest(before, patch);
  try {
    const response = await priceOffer(req, currentLang(), { fresh: true, track: false });
    applyAccepted(patch, response);
    // This answer listed the extras, so their kinds are known now: price them too.
    if (retry && unclassified && bookingStore.get().trip.extras.every((id) => bookingStore.get().offerContext.kinds.has(id))) {
      return run({}, false);
    }
    return { ok: true, response };
  } catch (err) {
    const error = toApiError(err);
    reportError(error);
    return { ok: false, error };
  }
}

// Calculations run one after another: each builds on the booking the previous one stored,
// so two quick changes (a wash, then a space) never lose the first.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Price the stored booking with `patch`; the patch is stored only if the server accepts it.
 * Pending calculations are counted in the booking store (spinners).
 */
export function recalculateOffer(patch: OfferPatch = {}): Promise<RecalcResult> {
  const next = queue.then(() => run(patch));
  queue = next.catch(() => undefined);
  return offerActions.trackOffer(next);
}

/**
 * A traveller's choice (an extra, a voucher, points): priced like any change, and once the
 * server has accepted it, kept for a reload (spec 4 Snapshot; Continue saves it as well).
 */
export async function recalculateAndKeep(patch: OfferPatch): Promise<RecalcResult> {
  const r = await recalculateOffer(patch);
  if (r.ok) saveSnapshot();
  return r;
}

export interface CurrentOffer {
  offer: Offer | null;
  extras: CalculatePriceResponse['extras'];
  carServices: CalculatePriceResponse['car_services'];
  availability: CalculatePriceResponse['availability'];
  pending: boolean;
}

export function useCurrentOffer(): CurrentOffer {
  const offer = useBookingSelector((s) => s.offer);
  const pending = useBookingSelector((s) => s.offerPending > 0);
  const { extras, carServices, availability } = useBookingSelector((s) => s.offerContext);
  return { offer, extras, carServices, availability, pending };
}

/**
 * The stay a booking or a change sends (dates, product, extras, terminals, passengers, ship), taken
 * from the priced request so both send what was priced (the server prices them again).
 */
export function stayFieldsOf(priced: CalculatePriceRequest) {
  return {
    startDate: priced.startDate,
    endDate: priced.endDate,
    productId: priced.productId,
    id_wash_extra: priced.id_wash_extra ?? null,
    id_space_extra: priced.id_space_extra ?? null,
    in_terminal: priced.in_terminal ?? null,
    out_terminal: priced.out_terminal ?? null,
    in_passengers: priced.in_passengers,
    out_passengers: priced.out_passengers,
    ...(priced.ship ? { ship: priced.ship } : {}),
    // issue 19: what pays part of it (the server re-checks both at booking time)
    use_points: priced.use_points === true,
    voucher_code: priced.voucher_code ?? null,
  };
}
