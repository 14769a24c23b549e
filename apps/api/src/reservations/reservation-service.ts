import { createHash } from 'node:crypto';
import type { Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceRequest, Offer } from '@parking/domain/contracts/offer';
import { type CreateReservationBody, reservationBodyFor } from '@parking/domain/contracts/reservation';
import type { Lang } from '@parking/domain/contracts/wire';
import { eurosToCents } from '@parking/domain/money/money';
import { DomainError } from '@parking/domain/errors/codes';
import { missingServices, servicesOfOffer } from '@parking/domain/pricing/offer-rules';
import { extraHeldDays, stayDays } from '@parking/domain/time/stay-days';
import { wireInstant } from '@parking/domain/time/wire-instant';
import { normalizePromoCode } from '@parking/domain/pricing/promo';
import { AVAILABILITY_CHANNEL } from '../availability/availability-cache';
import type { CatalogCache } from '../catalog/catalog-cache';
import { type Db, kindOf } from '../db/client';
import { composeConfirmation } from '../mail/confirmation-mail';
import type { Mailer } from '../mail/mailer';
import { langOrDefault } from '../mail/texts';
import { type ExtrasCache, textIn } from '../extras/extras-cache';
import type { OfferService } from '../pricing/offer-service';
import type { PromoCache } from '../promos/promo-cache';
import { initialReservationState } from '@parking/domain/payments/payment-state';
import { newAccessToken } from './access-token';
import {
  bookingRefusal,
  type ExtraDay,
  findIdempotencyKeys,
  firstFullDay,
  loadReservation,
  newReservationHash,
  nextReservationId,
  referenceOf,
  type StoredReservation,
} from './reservation-repository';
import { ValidationFailure } from './zod-issues';
import { bookingWriterOf, type BookingWriterOptions } from './booking-writer';
import type { BookingOwner } from '../business/booking-owner';

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
}

/** Canonical JSON (sorted keys) of the validated body: key order must not change the hash. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

export function catalogProduct(catalog: CatalogCache, lang: Lang, id: number): Product | undefined {
  for (const city of catalog.catalog(lang).body.cities) {
    for (const place of city.places) {
      const p = place.products.find((x) => x.id === id);
      if (p) return p;
    }
  }
  return undefined;
}

/** The offer's amounts, in cents, as stored price lines. */
function priceLines(offer: Offer): Record<string, number> {
  const lines: Record<string, number> = {};
  for (const [k, v] of Object.entries(offer)) {
    if ((k === 'price' || k.startsWith('pvp_')) && typeof v === 'number') lines[k] = eurosToCents(v);
  }
  return lines;
}

export function createReservationService({ db, catalog, offers, extras: extrasCache, promos, mailer, publicUrl = '', writer: writerOptions }: ReservationServiceDeps) {
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
    const product = catalogProduct(catalog, lang, routeParsed.productId);
    const flightRequired = product?.flight_required ?? false;
    const hasCarServices = !!(raw as { id_mechanical_estimate?: unknown } | null)?.id_mechanical_estimate;
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
      if (!(err instanceof PromoExhausted)) throw err;
      // The last use of the code went to someone else: price again (the offer now says why
      // the promo no longer applies) and book at that price.
      await promos.invalidate();
      return attempt(raw, parsed, opts);
    }
  }

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
    const { reservation: form, billing, terms: _terms, payment_method, source_mode, lang: bodyLang, profile_id: _profile, ...pricing } = body;
    // The booking's language (mail, stored reservation) is the one the form was filled in.
    const lang = langOrDefault(bodyLang ?? opts.lang);
    // The price is the server's, from the same request the calculate route takes. Priced in
    // the request's language: a refusal's reason must read like the error handler's.
    const { offer } = await offers.calculate({ ...pricing, source_mode }, opts.now, opts.lang);
    // Spec 4: an urban booking needs at least one service; the web disables Continue, the
    // server refuses the booking too (same domain rule).
    if (missingServices({ sourceMode: source_mode }, servicesOfOffer(offer))) throw new DomainError('API_ERROR_MISSING_SERVICES');
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
    // Extras' capacity rows, by extra id then date (the lock order, reservation-repository.ts).
    const extraDays: ExtraDay[] = [];
    for (const e of [...extras].sort((a, b) => a.extraId - b.extraId)) {
      const defaultCapacity = extrasCache.offered(product.id, e.extraId)?.defaultCapacity ?? 0;
      for (const day of [...new Set(extraHeldDays(e.kind, days))].sort()) extraDays.push({ extraId: e.extraId, day, defaultCapacity });
    }
    const promoCode = offer.promos.find((p) => p.error === null)?.code ?? null;
    const mailProduct = catalogProduct(catalog, lang, product.id);
    const changed = { productIds: [product.id], extraIds: extras.map((e) => e.extraId), from: days[0]!, to: days[days.length - 1]! };
    // Card: pending_payment until paid, holding the space until paymentDueAt (decision 0009).
    const initial = initialReservationState(payment_method, opts.now);
    const access = newAccessToken();
    const id = await nextReservationId(db);
    const hashPart = newReservationHash();
    const reservation = {
      id,
      hash: hashPart,
      reference: referenceOf(id, hashPart),
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
      plate: form.plate,
      flightNumber: form.flightNumber ?? null,
      inTerminal: offer.in_terminal ?? null,
      outTerminal: offer.out_terminal ?? null,
      inPassengers: pricing.in_passengers ?? null,
      outPassengers: pricing.out_passengers ?? null,
      sourceMode: source_mode ?? 'parking',
      promoCode,
      days,
      priceLines: lines,
      totalCents: lines.price ?? 0,
      // the booking account (issue 10.6, 10.8): the session's client or agency, null for a guest
      userId: owner?.userId ?? null,
      agencyId: owner?.agencyId ?? null,
      invoiceProfileId: owner?.invoiceProfileId ?? null,
    };
    const link = `${publicUrl}/confirmation?reservation_token=${access.token}`;
    // The mail is composed before the insert: it needs the reference, not the row's timestamp.
    // Each extra by name (the booking's language) and the price the offer gave it (issue 9.2).
    const mailExtras = extras.map((e) => ({ name: textIn(extrasCache.extra(e.extraId)?.names ?? {}, lang) || e.kind, priceCents: e.priceCents }));
    const mail = composeConfirmation({ ...reservation, createdAt: opts.now }, mailProduct, lang, link, mailExtras);

    try {
      const { stored, outboxId } = await writer.book({
        reservation,
        defaultCapacity: product.defaultCapacity,
        extraDays,
        extras,
        // Spec 5: a corporate profile's invoice data is the company's, whatever the body says.
        billing: billing && !owner?.profileLocked
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
        requestHash: hash,
        redeemPromo: promoCode ? normalizePromoCode(promoCode) : null,
        // Delivered on commit only: the other nodes drop these days from their caches.
        notify: kindOf(db) === 'postgres' ? { channel: AVAILABILITY_CHANNEL, payload: JSON.stringify({ ...changed, origin: offers.availability.origin }) } : null,
      });
      // used_count changed: the cached snapshot must not price the next booking with it.
      if (promoCode) await promos.invalidate();
      offers.availability.invalidate(changed);
      return { stored, replay: false, keyless: false, outboxId, accessToken: access.token };
    } catch (err) {
      const refusal = bookingRefusal(err);
      if (!refusal) throw err;
      // The same key (or keyless body) booked already: answer that booking. Looked up first
      // whatever the refusal: a replay may find its day full of its own first booking.
      const replay = await replayOf(keys, hash, keyless);
      if (replay) return replay;
      if (refusal.kind === 'promo_exhausted') throw new PromoExhausted();
      if (refusal.kind === 'day_full') {
        // The cache said there was room (another node's booking not seen yet, or a race):
        // drop those days so pricing again reads the full day and finds the alternative.
        offers.availability.invalidate(changed);
        const full = await fullDayOf(product.id, days, extras, refusal.table === 'extra');
        throw await outOfStock({ ...pricing, source_mode }, opts.now, opts.lang, full);
      }
      throw err;
    }
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

  return { create, afterCommit };
}

export type ReservationService = ReturnType<typeof createReservationService>;
