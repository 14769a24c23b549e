import { createHash } from 'node:crypto';
import type { Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceRequest, Offer } from '@parking/domain/contracts/offer';
import { type CreateReservationBody, reservationBodyFor } from '@parking/domain/contracts/reservation';
import type { Lang } from '@parking/domain/contracts/wire';
import { eurosToCents } from '@parking/domain/pricing/money';
import { DomainError } from '@parking/domain/errors/codes';
import { extraHeldDays, stayDays } from '@parking/domain/time/stay-days';
import { wireInstant } from '@parking/domain/time/wire-instant';
import type { CatalogCache } from '../catalog/catalog-cache';
import { takeDays } from '../capacity/capacity-repository';
import type { Db } from '../db/client';
import { composeConfirmation } from '../mail/confirmation-mail';
import { enqueueMail, type Mailer } from '../mail/mailer';
import { langOrDefault } from '../mail/texts';
import type { ExtrasCache } from '../extras/extras-cache';
import type { OfferService } from '../pricing/offer-service';
import type { PromoCache } from '../promos/promo-cache';
import { redeemPromo } from '../promos/promo-repository';
import { initialReservationState } from '@parking/domain/payments/payment-state';
import { insertAccessToken, newAccessToken } from './access-token';
import { takeExtraDays } from './extra-capacity';
import {
  findIdempotencyKey,
  insertIdempotencyKey,
  insertReservation,
  loadReservation,
  type StoredReservation,
} from './reservation-repository';
import { ValidationFailure } from './zod-issues';

/** Thrown inside the transaction to roll it back when a day of the stay (or of an extra) is full. */
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

export interface CreateResult {
  stored: StoredReservation;
  /** true when an earlier request with the same Idempotency-Key made this reservation */
  replay: boolean;
  outboxId: number | null;
  /** the new reservation's access token, in clear this once (null on a replay; decision 0009) */
  accessToken: string | null;
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

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
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

export function createReservationService({ db, catalog, offers, extras: extrasCache, promos, mailer, publicUrl = '' }: ReservationServiceDeps) {
  /** The product-specific checks (flight required, car-service terms) on the raw body. */
  function validateFor(raw: unknown, productId: number, lang: Lang): CreateReservationBody {
    const product = catalogProduct(catalog, lang, productId);
    const hasCarServices = !!(raw as { id_mechanical_estimate?: unknown } | null)?.id_mechanical_estimate;
    const parsed = reservationBodyFor({ flightRequired: product?.flight_required ?? false, hasCarServices }).safeParse(raw);
    if (!parsed.success) throw new ValidationFailure(parsed.error.issues, raw);
    return parsed.data;
  }

  async function replayOf(key: string, hash: string): Promise<CreateResult | null> {
    const existing = await findIdempotencyKey(db, key);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw new DomainError('API_ERROR_IDEMPOTENCY_KEY_REUSED', 422, { header: 'Idempotency-Key' });
    const stored = await loadReservation(db, existing.reservationId);
    if (!stored) throw new DomainError('API_ERROR_NOT_FOUND', 404);
    return { stored, replay: true, outboxId: null, accessToken: null };
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
        return new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', 409, { alternative_offer: null, ...field, ...details, day });
      }
    }
    return new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', 409, { alternative_offer: null, ...field, day });
  }

  async function create(raw: unknown, parsed: CreateReservationBody, opts: { now: Date; lang: Lang; idempotencyKey?: string }): Promise<CreateResult> {
    try {
      return await attempt(raw, parsed, opts);
    } catch (err) {
      if (!(err instanceof PromoExhausted)) throw err;
      // The last use of the code went to someone else: price again (the offer now says why
      // the promo no longer applies) and book at that price.
      await promos.invalidate();
      return attempt(raw, parsed, opts);
    }
  }

  async function attempt(raw: unknown, parsed: CreateReservationBody, opts: { now: Date; lang: Lang; idempotencyKey?: string }): Promise<CreateResult> {
    const body = validateFor(raw, parsed.productId, opts.lang);
    const hash = requestHash(body);
    if (opts.idempotencyKey) {
      const replay = await replayOf(opts.idempotencyKey, hash);
      if (replay) return replay;
    }
    const { reservation: form, billing, terms: _terms, payment_method, source_mode, lang: bodyLang, ...pricing } = body;
    // The booking's language (mail, stored reservation) is the one the form was filled in.
    const lang = langOrDefault(bodyLang ?? opts.lang);
    // The price is the server's, from the same request the calculate route takes. Priced in
    // the request's language: a refusal's reason must read like the error handler's.
    const { offer } = await offers.calculate({ ...pricing, source_mode }, opts.now, opts.lang);
    const product = catalog.product(offer.productId)!;
    // The offer's dates are canonical wire dates the offer service has just read.
    const startAt = wireInstant(offer.startDate)!;
    const endAt = wireInstant(offer.endDate)!;
    const start = new Date(startAt.ms);
    const end = new Date(endAt.ms);
    const days = stayDays(startAt.wall, endAt.wall);
    const lines = priceLines(offer);
    // The extras exactly as the offer priced them (id, type, price in euros).
    const extras = (offer.extras as { id: number; type: 'wash' | 'space' | 'double_space'; price: number }[]).map((e) => ({
      extraId: e.id,
      kind: e.type,
      priceCents: eurosToCents(e.price),
    }));
    const promoCode = offer.promos.find((p) => p.error === null)?.code ?? null;
    const mailProduct = catalogProduct(catalog, lang, product.id);
    const changed = { productIds: [product.id], extraIds: extras.map((e) => e.extraId), from: days[0]!, to: days[days.length - 1]! };
    // Card: pending_payment until paid, holding the space until paymentDueAt (decision 0009).
    const initial = initialReservationState(payment_method, opts.now);
    const access = newAccessToken();

    try {
      const { reservationId, outboxId } = await db.transaction(async (tx) => {
        const full = await takeDays(tx, product.id, days, product.defaultCapacity);
        if (full) throw new DayFull(full);
        for (const e of [...extras].sort((a, b) => a.extraId - b.extraId)) {
          const offered = extrasCache.offered(product.id, e.extraId);
          const fullExtra = await takeExtraDays(tx, product.id, e.extraId, extraHeldDays(e.kind, days), offered?.defaultCapacity ?? 0);
          if (fullExtra) throw new DayFull(fullExtra, e.kind === 'wash' ? 'id_wash_extra' : 'id_space_extra');
        }
        if (promoCode && !(await redeemPromo(tx, promoCode))) throw new PromoExhausted();
        // Delivered on commit only: the other nodes drop these days from their caches.
        await offers.availability.notify(tx, changed);
        const stored = await insertReservation(
          tx,
          {
            productId: product.id,
            startAt: start,
            endAt: end,
            status: initial.status,
            paymentMethod: payment_method,
            paymentStatus: initial.paymentStatus,
            paymentDueAt: initial.paymentDueAt,
            lang,
            driverName: form.name,
            driverSurname: form.surname,
            email: form.email,
            phone: form.phone,
            plate: form.plate,
            flightNumber: form.flightNumber,
            inTerminal: offer.in_terminal,
            outTerminal: offer.out_terminal,
            inPassengers: pricing.in_passengers ?? null,
            outPassengers: pricing.out_passengers ?? null,
            sourceMode: source_mode,
            promoCode,
            days,
            priceLines: lines,
            totalCents: lines.price ?? 0,
          },
          extras,
          billing
            ? {
                invoiceName: billing.name,
                invoiceNif: billing.nif,
                invoiceAddress: billing.address,
                invoiceCity: billing.city,
                invoiceZip: billing.zip,
                invoiceState: billing.state,
                invoiceCountry: billing.country,
                email: billing.invoiceEmail,
              }
            : null,
        );
        await insertAccessToken(tx, stored.id, access.hash, opts.now);
        const link = `${publicUrl}/confirmation?reservation_token=${access.token}`;
        const outboxId = await enqueueMail(tx, composeConfirmation(stored, mailProduct, lang, link), stored.id);
        // Last, so a racing twin with the same key waits on this row and then fails cleanly.
        if (opts.idempotencyKey) await insertIdempotencyKey(tx, opts.idempotencyKey, hash, stored.id);
        return { reservationId: stored.id, outboxId };
      });
      // used_count changed: the cached snapshot must not price the next booking with it.
      if (promoCode) await promos.invalidate();
      offers.availability.invalidate(changed);
      const stored = (await loadReservation(db, reservationId))!;
      return { stored, replay: false, outboxId, accessToken: access.token };
    } catch (err) {
      if (err instanceof DayFull) {
        // The cache said there was room (another node's booking not seen yet, or a race):
        // drop those days so pricing again reads the full day and finds the alternative.
        offers.availability.invalidate(changed);
        throw await outOfStock({ ...pricing, source_mode }, opts.now, opts.lang, err);
      }
      if (opts.idempotencyKey && isUniqueViolation(err)) {
        const replay = await replayOf(opts.idempotencyKey, hash);
        if (replay) return replay;
      }
      throw err;
    }
  }

  /** After the commit: a mail failure is logged inside and never undoes the booking. */
  function afterCommit(result: CreateResult): Promise<boolean> {
    return result.outboxId === null ? Promise.resolve(false) : mailer.deliver(result.outboxId);
  }

  return { create, afterCommit };
}

export type ReservationService = ReturnType<typeof createReservationService>;
