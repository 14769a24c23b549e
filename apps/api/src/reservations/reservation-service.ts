import { createHash } from 'node:crypto';
import type { CalculatePriceRequest, Offer } from '@parking/domain/contracts/offer';
import { parseBookingNumber } from '@parking/domain/booking/booking-number';
import { type CreateReservationBody, reservationBodyFor, type ReservationView } from '@parking/domain/contracts/reservation';
import { ownsReservation, type Principal } from '@parking/domain/business/permissions';
import type { Lang } from '@parking/domain/contracts/wire';
import { eurosToCents } from '@parking/domain/money/money';
import { DomainError } from '@parking/domain/errors/codes';
import { missingServices, servicesOfOffer } from '@parking/domain/pricing/offer-rules';
import { extraHeldDays, stayDays } from '@parking/domain/time/stay-days';
import { wireInstant } from '@parking/domain/time/wire-instant';
import { normalizePromoCode } from '@parking/domain/pricing/promo';
import { AVAILABILITY_CHANNEL, type AvailabilityChange } from '../availability/availability-cache';
import type { CatalogCache } from '../catalog/catalog-cache';
import { type Db, kindOf } from '../db/client';
import { confirmationParts, type MailVehicle } from '../mail/confirmation-mail';
import type { PointsService } from '../points/points-service';
import { pointsAvailableAt, pointsEarnedFromLines } from '@parking/domain/points/points';
import type { Mailer } from '../mail/mailer';
import { langOrDefault } from '../i18n/lang';
import { type ExtrasCache, textIn } from '../extras/extras-cache';
import type { OfferService } from '../pricing/offer-service';
import type { PromoCache } from '../promos/promo-cache';
import { initialReservationState } from '@parking/domain/payments/payment-state';
import type { Account } from '../auth/session';
import { sortedJson } from '../lib/sorted-json';
import { newAccessToken } from './access-token';
import { issueAccessToken } from './access-token-repository';
import {
  findByAccessToken,
  findIdempotencyKeys,
  loadReservation,
  newReservationHash,
  nextReservationId,
  ownersOfReference,
  isBookingNumberTaken,
  newBookingNumber,
  type StoredReservation,
} from './reservation-repository';
import { ValidationFailure } from './zod-issues';
import { toView } from './reservation-view';
import { bookingWriterOf, type BookingWriterOptions } from './booking-writer';
import { bookingRefusal, type BookingRows, type ExtraDay, firstFullDay, PointsChanged } from './booking-repository';
import type { BookingOwner } from '../business/booking-owner';
import { needsWorkshopTerms } from '@parking/domain/car-services/workshop-terms';
import { carServiceBookingOf } from '../car-services/car-services-booking';
import type { CarServicesCache } from '../car-services/car-services-cache';
import type { CarServicesService } from '../car-services/car-services-service';
import { translateError } from '../i18n/errors-i18n';
import { ANONYMOUS_CALLER, type VoucherCaller, type VoucherChoice } from '../vouchers/voucher-service';

/** Issue 19: who books, for the voucher check (spec 6; a company user acting for the company gets none). */
function voucherCallerOf(owner: BookingOwner | null): VoucherCaller {
  if (!owner) return ANONYMOUS_CALLER;
  if (owner.agencyId !== null || owner.userId === null) return { principal: 'agency', userId: null };
  return { principal: owner.forCompany ? 'business' : 'client', userId: owner.userId };
}

/** A day of the stay (or of an extra) was full: the booking statement was refused. */
class DayFull extends Error {
  constructor(
    readonly day: string,
    readonly field: string | null = null,
  ) {
    super(day);
  }
}

/** The promo code's usage limit was reached by someone else between pricing and booking. */
class PromoExhausted extends Error {}

/**
 * Keyless double submits (issue 7.6): a body without an Idempotency-Key holds two keys made
 * of its hash and two consecutive windows of DEDUP_WINDOW_MS (the current one and the next),
 * so two identical bodies less than a window apart always share a key, on any number of
 * nodes (the keys are rows of idempotency_keys, guarded by its primary key), and bodies
 * two windows apart never do. The '#' cannot appear in a client's key (reservation-routes.ts).
 */
export const DEDUP_WINDOW_MS = 10_000;
export function keylessKeys(hash: string, now: Date): string[] {
  const w = Math.floor(now.getTime() / DEDUP_WINDOW_MS);
  return [`#body/${hash}/${w}`, `#body/${hash}/${w + 1}`];
}

export interface CreateResult {
  stored: StoredReservation;
  /** true when an earlier request with the same Idempotency-Key (or, keyless, the same body) made this reservation */
  replay: boolean;
  /** a replay of a keyless body: its answer carries no access token (docs/decisions/0013) */
  keyless: boolean;
  outboxId: number | null;
  /** the new reservation's access token, in clear this once (null on a replay; decision 0009) */
  accessToken: string | null;
}

export interface CreateOptions {
  now: Date;
  lang: Lang;
  idempotencyKey?: string;
  /** the session's client or agency (issue 10.6, 10.8); null or absent for a guest */
  owner?: BookingOwner | null;
  /** issue 16: a guest's X-Vehicle-Token, which opens the vehicle its car services are booked for */
  vehicleToken?: string | null;
  /**
   * Issue 15: the body's id_vehicle, checked by the route (vehicles/ forBooking): the booking's
   * plate is the vehicle's when it has one; the mail shows its make, model and km.
   */
  vehicle?: BookingVehicle | null;
}

export interface BookingVehicle {
  id: number;
  plate: string | null;
  mail: MailVehicle;
}

export interface ReservationServiceDeps {
  db: Db;
  catalog: CatalogCache;
  offers: OfferService;
  extras: ExtrasCache;
  promos: PromoCache;
  mailer: Mailer;
  /** the web app's address, for the mail's confirmation link (e.g. http://localhost:3000) */
  publicUrl?: string;
  /** group commit of bookings (booking-writer.ts); the defaults when absent */
  writer?: BookingWriterOptions;
  /** issue 16: car services (absent: bookings carry none) */
  carServices?: { service: CarServicesService; cache: CarServicesCache };
  /** issue 19: the client's points (absent: no booking spends or earns any) */
  points?: PointsService;
}

function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

export function requestHash(body: unknown): string {
  // Sorted keys: the key order of the validated body must not change the hash.
  return createHash('sha256').update(sortedJson(body)).digest('hex');
}

/** The offer's amounts, in cents, as stored price lines. */
function priceLines(offer: Offer): Record<string, number> {
  const lines: Record<string, number> = {};
  // Own keys in order, without Object.entries' [key, value] pairs (issue 20: ~1% of a booking's CPU).
  for (const k of Object.keys(offer)) {
    if (k !== 'price' && !k.startsWith('pvp_')) continue;
    const v = (offer as unknown as Record<string, unknown>)[k];
    if (typeof v === 'number') lines[k] = eurosToCents(v);
  }
  return lines;
}

/** Issue 19: a logged client's user id (an agency's or a guest's booking has no points). */
function pointsUserOf(owner: BookingOwner | null | undefined): number | null {
  return owner && owner.agencyId === null && owner.userId !== null ? owner.userId : null;
}

export function createReservationService({ db, catalog, offers, extras: extrasCache, promos, mailer, publicUrl = '', writer: writerOptions, carServices, points }: ReservationServiceDeps) {
  const writer = bookingWriterOf(db, writerOptions);
  // The four body schemas, built once (building one per request was 5% of a booking's CPU).
  const schemas = new Map<string, ReturnType<typeof reservationBodyFor>>();
  function schemaFor(flightRequired: boolean, hasCarServices: boolean) {
    const key = `${flightRequired}/${hasCarServices}`;
    let schema = schemas.get(key);
    if (!schema) schemas.set(key, (schema = reservationBodyFor({ flightRequired, hasCarServices })));
    return schema;
  }

  /**
   * The product-specific checks (flight required, car-service terms) on the raw body. The
   * route has validated it with the loose schema (no flight required, no car services), which
   * for a product without either *is* its schema: that body is taken as it is, not parsed a
   * second time (issue 7.10: zod was ~5% of a booking's CPU).
   */
  function validateFor(raw: unknown, routeParsed: CreateReservationBody, lang: Lang): CreateReservationBody {
    const product = catalog.productIn(lang, routeParsed.productId);
    const flightRequired = product?.flight_required ?? false;
    // Issue 16: car services, or a custom tyre or service request (the car is moved to the workshop either way).
    const r = raw as { id_mechanical_estimate?: unknown; customized_tires_request?: unknown; service_request?: unknown } | null;
    const hasCarServices = needsWorkshopTerms({ estimate: !!r?.id_mechanical_estimate, customTyres: !!r?.customized_tires_request, serviceRequest: !!r?.service_request });
    if (!flightRequired && !hasCarServices) return routeParsed;
    const parsed = schemaFor(flightRequired, hasCarServices).safeParse(raw);
    if (!parsed.success) throw new ValidationFailure(parsed.error.issues, raw);
    return parsed.data;
  }

  async function replayOf(keys: string[], hash: string, keyless: boolean): Promise<CreateResult | null> {
    const existing = await findIdempotencyKeys(db, keys);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw new DomainError('API_ERROR_IDEMPOTENCY_KEY_REUSED', { header: 'Idempotency-Key' });
    const stored = await loadReservation(db, existing.reservationId);
    if (!stored) throw new DomainError('API_ERROR_NOT_FOUND');
    return { stored, replay: true, keyless, outboxId: null, accessToken: null };
  }

  /**
   * Why the stay is full, in the calculate route's words: pricing again now that the day is
   * taken lets the offer service raise its own out-of-stock error with its alternative offer.
   */
  async function outOfStock(req: CalculatePriceRequest, now: Date, lang: Lang, full: DayFull): Promise<DomainError> {
    const day = full.day;
    const field = full.field ? { field: full.field } : {};
    try {
      await offers.calculate(req, now, lang);
    } catch (err) {
      if (err instanceof DomainError && err.code === 'API_ERROR_RESERVATION_OUT_OF_STOCK') {
        const details = (err.details && typeof err.details === 'object' ? err.details : {}) as Record<string, unknown>;
        return new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', { alternative_offer: null, ...field, ...details, day });
      }
    }
    return new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', { alternative_offer: null, ...field, day });
  }

  async function create(raw: unknown, parsed: CreateReservationBody, opts: CreateOptions): Promise<CreateResult> {
    try {
      return await attempt(raw, parsed, opts);
    } catch (err) {
      // Bookings take their rows in one order, but another writer (an admin edit) may not:
      // PostgreSQL then aborts one side, which is safe to run again once.
      if (isDeadlock(err)) return attempt(raw, parsed, opts);
      // Another booking got this number first (1 in 2^40): booked again with a new one.
      if (isBookingNumberTaken(err)) return attempt(raw, parsed, opts);
      // Issue 19: another booking of the client spent the points meanwhile: priced again with
      // the balance left (which the user lock now shows), as many times as bookings raced.
      if (err instanceof PointsChanged) return createAfterPointsChanged(raw, parsed, opts);
      if (!(err instanceof PromoExhausted)) throw err;
      // The last use of the code went to someone else: price again (the offer now says why
      // the promo no longer applies) and book at that price.
      await promos.invalidate();
      return attempt(raw, parsed, opts);
    }
  }

  async function createAfterPointsChanged(raw: unknown, parsed: CreateReservationBody, opts: CreateOptions): Promise<CreateResult> {
    for (let i = 0; ; i++) {
      try {
        return await attempt(raw, parsed, opts);
      } catch (err) {
        if (!(err instanceof PointsChanged) || i >= 20) throw err;
      }
    }
  }

  /**
   * One try at a booking, in named steps: validate the body for its product, hash it and take
   * its idempotency keys, price it on the server, build the rows of the one booking statement
   * (with the confirmation mail), write them; or read what the refusal means. One await per
   * round trip, as before the split (decisions 0013 and 0020: the booking path is measured).
   */
  async function attempt(raw: unknown, parsed: CreateReservationBody, opts: CreateOptions): Promise<CreateResult> {
    const body = validateFor(raw, parsed, opts.lang);
    const owner = opts.owner ?? null;
    // An account's booking hashes with its owner: the same body (or key) from another account,
    // or from a guest, is another booking, never a replay of this one.
    const hash = requestHash(owner ? { body, owner: [owner.userId, owner.agencyId] } : body);
    // No look-up first: the keys are inserted with the booking and a taken one refuses it
    // (a replay is rare; a look-up would cost every booking a round trip).
    const keyless = !opts.idempotencyKey;
    const keys = opts.idempotencyKey ? [opts.idempotencyKey] : keylessKeys(hash, opts.now);
    const { reservation: _form, billing: _billing, terms: _terms, payment_method: _method, source_mode, lang: _lang, profile_id: _profile, id_vehicle: _vehicle, ...pricing } = body;
    // Issue 16: the offer prices a workshop estimate for the car the booking names (id_vehicle).
    const request = { ...pricing, source_mode, ...(body.id_mechanical_estimate ? { id_vehicle: body.id_vehicle } : {}) };
    const { offer, voucher } = await priceOf(request, opts, pointsUserOf(owner));
    // Issue 16: the car services' rows, workshop slot and order; the vehicle checked complete.
    const cs = carServices
      ? await carServiceBookingOf(carServices, {
          offer,
          vehicleId: body.id_vehicle,
          access: { userId: owner?.userId ?? null, agencyId: owner?.agencyId ?? null, guestToken: opts.vehicleToken ?? null },
          photoUploadToken: body.service_request?.photo_upload_token,
          now: opts.now,
          lang: opts.lang,
        })
      : null;
    const access = newAccessToken();
    const id = await nextReservationId(db);
    const { rows, changed } = bookingOf(id, body, offer, owner, opts, access, keys, hash, cs, voucher);
    // Decision 0053: the windows read before this mark are counted into once the booking commits.
    const mark = offers.availability.mark();
    try {
      const { stored, outboxId } = await writer.book(rows);
      offers.availability.booked(changed, { productId: rows.reservation.productId, defaultCapacity: rows.defaultCapacity, days: rows.reservation.days, extraDays: rows.extraDays }, mark);
      // used_count changed: the cached snapshot must not price the next booking with it.
      if (rows.reservation.promoCode) await promos.invalidate();
      return { stored, replay: false, keyless: false, outboxId, accessToken: access.token };
    } catch (err) {
      return afterRefusal(err, rows, changed, request, opts, keyless);
    }
  }

  /**
   * Step, when the statement failed: the same key (or keyless body) booked already, then that
   * booking is the answer; a promo code used up meanwhile, or a full day (with the calculate
   * route's out-of-stock error and alternative); anything else is thrown as it is.
   */
  async function afterRefusal(err: unknown, rows: BookingRows, changed: AvailabilityChange, request: CalculatePriceRequest, opts: CreateOptions, keyless: boolean): Promise<CreateResult> {
    const refusal = bookingRefusal(err);
    if (!refusal) throw err;
    // Looked up first whatever the refusal: a replay may find its day full of its own first booking.
    const replay = await replayOf(rows.keys, rows.requestHash, keyless);
    if (replay) return replay;
    if (refusal.kind === 'promo_exhausted') throw new PromoExhausted();
    // Issue 19: the same client's other booking used this single-use voucher first (the unique index).
    if (refusal.kind === 'voucher_used') throw new DomainError('API_ERROR_VOUCHER_ALREADY_USED', { field: 'voucher_code' });
    if (refusal.kind === 'day_full' && refusal.table === 'workshop') {
      // Issue 16: the workshop's day was taken meanwhile (its capacity guard refused the statement).
      throw new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', {
        field: 'id_mechanical_estimate',
        reason: translateError(opts.lang, 'workshop_full'),
        alternative_offer: null,
        day: rows.carServices?.day ?? null,
      });
    }
    if (refusal.kind === 'day_full') {
      // The cache said there was room (another node's booking not seen yet, or a race):
      // drop those days so pricing again reads the full day and finds the alternative.
      offers.availability.invalidate(changed);
      // the extras' kinds are the offer's (bookingOf)
      const extras = rows.extras as { extraId: number; kind: 'wash' | 'space' | 'double_space' }[];
      const full = await fullDayOf(rows.reservation.productId, rows.reservation.days, extras, refusal.table === 'extra');
      throw await outOfStock(request, opts.now, opts.lang, full);
    }
    throw err;
  }

  /**
   * Step: the server's price, from the same request the calculate route takes, priced in the
   * request's language (a refusal's reason must read like the error handler's). Spec 4: an
   * urban booking needs at least one service; the web disables Continue, the server refuses
   * the booking too (same domain rule).
   */
  async function priceOf(request: CalculatePriceRequest, opts: CreateOptions, pointsUser: number | null): Promise<{ offer: Offer; voucher: VoucherChoice }> {
    // Issue 19: the logged client's balance now; the booking transaction checks it again under the user lock.
    const pointsAvailableCents = request.use_points === true && pointsUser !== null && points ? await points.availableCents(pointsUser, opts.now) : 0;
    const { offer, voucherChoice } = await offers.calculate(request, opts.now, opts.lang, { pointsAvailableCents, caller: voucherCallerOf(opts.owner ?? null), offerOnly: true });
    if (missingServices({ sourceMode: request.source_mode }, servicesOfOffer(offer))) throw new DomainError('API_ERROR_MISSING_SERVICES');
    // Issue 19: the voucher re-checked with the booking's `now` and owner; a code that no longer
    // applies refuses the booking (the traveller saw a lower price), it is never dropped silently.
    if (voucherChoice.refusal === 'voucher_already_used') throw new DomainError('API_ERROR_VOUCHER_ALREADY_USED', { field: 'voucher_code' });
    if (voucherChoice.refusal !== null) {
      throw new DomainError('API_ERROR_VOUCHER_NOT_AVAILABLE', { field: 'voucher_code', reason: voucherChoice.wire?.error ?? null });
    }
    return { offer, voucher: voucherChoice };
  }

  /**
   * Step: everything the booking statement writes (booking-repository.ts), from the body, the
   * offer and the owner: the reservation row, its extras and their capacity rows, billing,
   * the access token's hash, the confirmation mail, the idempotency keys and the other nodes'
   * notification; with the availability it changes. No I/O.
   */
  function bookingOf(
    id: number,
    body: CreateReservationBody,
    offer: Offer,
    owner: BookingOwner | null,
    opts: CreateOptions,
    access: { token: string; hash: string },
    keys: string[],
    requestHash: string,
    cs: Awaited<ReturnType<typeof carServiceBookingOf>> = null,
    voucher: VoucherChoice | null = null,
  ): { rows: BookingRows; changed: AvailabilityChange } {
    const { reservation: form, billing, payment_method, source_mode, lang: bodyLang } = body;
    // The booking's language (mail, stored reservation) is the one the form was filled in.
    const lang = langOrDefault(bodyLang ?? opts.lang);
    const product = catalog.product(offer.productId)!;
    // The offer's dates are canonical wire dates the offer service has just read.
    const startAt = wireInstant(offer.startDate)!;
    const endAt = wireInstant(offer.endDate)!;
    const days = stayDays(startAt.wall, endAt.wall);
    const lines = priceLines(offer);
    // The extras exactly as the offer priced them (id, type, price in euros).
    const extras = (offer.extras as { id: number; type: 'wash' | 'space' | 'double_space'; price: number }[]).map((e) => ({
      extraId: e.id,
      kind: e.type,
      priceCents: eurosToCents(e.price),
    }));
    const promoCode = offer.promos.find((p) => p.error === null)?.code ?? null;
    // Issue 19: a logged client spends what the offer applied and earns by the domain's rule.
    const pointsUser = points ? pointsUserOf(owner) : null;
    const pointsSpentCents = pointsUser !== null ? (lines.pvp_product_points ?? 0) : 0;
    const pointsEarnedCents = pointsUser !== null ? pointsEarnedFromLines(lines, pointsSpentCents) : 0;
    const changed = { productIds: [product.id], extraIds: extras.map((e) => e.extraId), from: days[0]!, to: days[days.length - 1]! };
    // Card: pending_payment until paid, holding the space until paymentDueAt (decision 0009).
    const initial = initialReservationState(payment_method, opts.now);
    const hashPart = newReservationHash();
    const reservation = {
      id,
      hash: hashPart,
      reference: newBookingNumber(),
      productId: product.id,
      startAt: new Date(startAt.ms),
      endAt: new Date(endAt.ms),
      status: initial.status,
      paymentMethod: payment_method,
      paymentStatus: initial.paymentStatus,
      paymentDueAt: initial.paymentDueAt ?? null,
      lang,
      driverName: form.name,
      driverSurname: form.surname,
      email: form.email,
      phone: form.phone,
      plate: opts.vehicle?.plate ?? form.plate,
      flightNumber: form.flightNumber ?? null,
      inTerminal: offer.in_terminal ?? null,
      outTerminal: offer.out_terminal ?? null,
      inPassengers: body.in_passengers ?? null,
      outPassengers: body.out_passengers ?? null,
      sourceMode: source_mode ?? 'parking',
      promoCode,
      days,
      priceLines: lines,
      totalCents: lines.price ?? 0,
      // the booking account (issue 10.6, 10.8): the session's client or agency, null for a guest
      userId: owner?.userId ?? null,
      agencyId: owner?.agencyId ?? null,
      invoiceProfileId: owner?.invoiceProfileId ?? null,
      vehicleId: opts.vehicle?.id ?? null,
      // issue 17: a new booking is not cancelled and has had nothing refunded (column defaults)
      cancelledAt: null,
      refundedCents: 0,
      // issue 19: what the offer applied and what the booking earns (written by bookWithPoints)
      pointsSpentCents,
      pointsEarnedCents,
      // issue 19: the voucher applied (decision 0032) and its discount
      voucherId: voucher?.applied?.id ?? null,
      voucherCents: lines.pvp_voucher ?? 0,
    };
    const link = `${publicUrl}/confirmation?reservation_token=${access.token}`;
    // The mail is composed before the insert: it needs the reference, not the row's timestamp.
    // Each extra by name (the booking's language) and the price the offer gave it (issue 9.2).
    const mailExtras = extras.map((e) => ({ name: textIn(extrasCache.extra(e.extraId)?.names ?? {}, lang) || e.kind, priceCents: e.priceCents }));
    // Issue 16: the car services, custom requests and workshop order after the extras.
    // Issue 19: the voucher by name and code, in the booking's language.
    const mailVoucher = voucher?.applied ? { code: voucher.applied.code, name: voucher.applied.names[lang] || voucher.applied.names.es || voucher.applied.code, cents: reservation.voucherCents } : null;
    // Issue 20 (decision 0039): the HTML's source, not the HTML; the outbox row builds it when read.
    const mail = confirmationParts({ ...reservation, createdAt: opts.now, vehicle: opts.vehicle?.mail ?? null, voucher: mailVoucher }, catalog.productIn(lang, product.id), lang, link, cs ? [...mailExtras, ...cs.mailRows] : mailExtras);
    const rows: BookingRows = {
      reservation,
      defaultCapacity: product.defaultCapacity,
      extraDays: extraDaysOf(product.id, extras, days),
      extras,
      // Spec 5: a corporate profile's invoice data is the company's, whatever the body says.
      billing:
        billing && !owner?.profileLocked
          ? {
              invoiceName: billing.name,
              invoiceNif: billing.nif,
              invoiceAddress: billing.address,
              invoiceCity: billing.city,
              invoiceZip: billing.zip,
              invoiceState: billing.state,
              invoiceCountry: billing.country,
              email: billing.invoiceEmail ?? null,
            }
          : (owner?.profileBilling ?? null),
      accessTokenHash: access.hash,
      tokenCreatedAt: opts.now,
      mail,
      keys,
      requestHash,
      redeemPromo: promoCode ? normalizePromoCode(promoCode) : null,
      // Delivered on commit only: the other nodes drop these days from their caches.
      notify: kindOf(db) === 'postgres' ? { channel: AVAILABILITY_CHANNEL, payload: JSON.stringify({ ...changed, origin: offers.availability.origin }) } : null,
      carServices: cs?.booking ?? null,
      points:
        pointsUser !== null && (pointsSpentCents > 0 || pointsEarnedCents > 0)
          ? { userId: pointsUser, spentCents: pointsSpentCents, earnedCents: pointsEarnedCents, earnedAvailableAt: pointsAvailableAt(new Date(endAt.ms)), at: opts.now }
          : null,
      voucherUse: voucher?.applied && owner?.userId ? { voucherId: voucher.applied.id, singleUse: voucher.applied.singleUse } : null,
      voucherNames: voucher?.applied ? { code: voucher.applied.code, names: voucher.applied.names } : null,
    };
    return { rows, changed };
  }

  /** Step: the extras' capacity rows to take, by extra id then date (the lock order, booking-repository.ts). */
  function extraDaysOf(productId: number, extras: { extraId: number; kind: 'wash' | 'space' | 'double_space' }[], days: string[]): ExtraDay[] {
    const extraDays: ExtraDay[] = [];
    for (const e of [...extras].sort((a, b) => a.extraId - b.extraId)) {
      const defaultCapacity = extrasCache.offered(productId, e.extraId)?.defaultCapacity ?? 0;
      for (const day of [...new Set(extraHeldDays(e.kind, days))].sort()) extraDays.push({ extraId: e.extraId, day, defaultCapacity });
    }
    return extraDays;
  }

  /** Which day refused the booking (read after the refusal; the first day if it freed since). */
  async function fullDayOf(productId: number, days: string[], extras: { extraId: number; kind: 'wash' | 'space' | 'double_space' }[], extra: boolean): Promise<DayFull> {
    if (!extra) return new DayFull((await firstFullDay(db, productId, days)) ?? days[0]!);
    for (const e of [...extras].sort((a, b) => a.extraId - b.extraId)) {
      const held = [...new Set(extraHeldDays(e.kind, days))].sort();
      const day = await firstFullDay(db, productId, held, e.extraId);
      if (day) return new DayFull(day, e.kind === 'wash' ? 'id_wash_extra' : 'id_space_extra');
    }
    const first = [...extras].sort((a, b) => a.extraId - b.extraId)[0];
    return new DayFull(days[0]!, first?.kind === 'wash' ? 'id_wash_extra' : 'id_space_extra');
  }

  /** After the commit: a mail failure is logged inside and never undoes the booking. */
  function afterCommit(result: CreateResult): Promise<boolean> {
    return result.outboxId === null ? Promise.resolve(false) : mailer.deliver(result.outboxId);
  }

  /** The reservation as the api answers it, its product named in `lang`. */
  function view(stored: StoredReservation, lang: Lang): ReservationView {
    return toView(stored, catalog.productIn(lang, stored.reservation.productId)?.name ?? '', lang);
  }

  /**
   * The reservation an access token opens (docs/decisions/0009); with `reference`, only when
   * the token opens that very reservation.
   */
  function findByToken(token: string | null, reference?: string): Promise<StoredReservation | null> {
    return findByAccessToken(db, token, reference);
  }

  /**
   * The reservation with this booking number when the account owns it (a client's own
   * booking, an agency's booking), else null: "my reservations" opens each confirmation
   * without the guest's access token. Somebody else's booking is not found, never forbidden.
   */
  async function findOwned(account: () => Promise<Account | null>, reference: string): Promise<StoredReservation | null> {
    // a new number as typed or read ('k7mx 4pqa'), or an old PK_ number as stored
    const number = parseBookingNumber(reference);
    if (number === null) return null;
    const acc = await account();
    if (!acc) return null;
    const row = await ownersOfReference(db, number);
    const principal: Principal = acc.type === 'client' ? { type: 'client', userId: acc.userId, companyRole: null } : acc;
    if (!row || !ownsReservation(principal, row)) return null;
    return loadReservation(db, row.id);
  }

  /** A fresh access token for a stored reservation (a replay's answer: the first token was shown once). */
  function newToken(reservationId: number, now: Date): Promise<string> {
    return issueAccessToken(db, reservationId, now);
  }

  return { create, afterCommit, view, findByToken, findOwned, newToken };
}

export type ReservationService = ReturnType<typeof createReservationService>;
