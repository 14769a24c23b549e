import type { AvailableExtra, CalculatePriceRequest, CalculatePriceResponse, Offer, OfferPromo, ProductAvailability } from '@parking/domain/contracts/offer';
import { ferryRemovalCents } from '@parking/domain/car-services/ferry-removal';
import type { Lang } from '@parking/domain/contracts/wire';
import { firstStayDatesError, isOpenAt, type OpeningRule, stayDatesPassUntil, type StayDatesErrorKey, validateStayDates } from '@parking/domain/booking/dates-form';
import { freeCancellationUntil } from '@parking/domain/booking/cancellation';
import { formatWireDate } from '@parking/domain/time/madrid';
import { DomainError } from '@parking/domain/errors/codes';
import { minFreeOverStay, stayAvailabilityLabel } from '@parking/domain/pricing/availability';
import { centsToEuros } from '@parking/domain/money/money';
import { pricePerDayCents } from '@parking/domain/pricing/per-day';
import { computePriceBlock, type PriceBlockInput, toOfferAmounts } from '@parking/domain/pricing/price-block';
import { priceSectionShown, servicesOfChosenExtras } from '@parking/domain/pricing/offer-rules';
import { evaluatePromo, promoAnswerUntil, type PromoCode, type PromoErrorKey, sendablePromoCode } from '@parking/domain/pricing/promo';
import { outTerminalFollowingIn } from '@parking/domain/booking/terminals';
import { countStayDays, tariffPriceCents } from '@parking/domain/pricing/tariff';
import { stayDays } from '@parking/domain/time/stay-days';
import { type MadridInstant, wireInstant } from '@parking/domain/time/wire-instant';
import type { AvailabilityCache, PlaceGroup } from '../availability/availability-cache';
import { type CapacityRow, daysOf } from '../availability/availability-repository';
import { freezeShallowTree, StayMemo } from '../availability/stay-memo';
import type { CatalogCache, PricedProduct } from '../catalog/catalog-cache';
import type { ExtrasCache, OfferedExtra } from '../extras/extras-cache';
import { textIn } from '../extras/extras-cache';
import { translateError } from '../i18n/errors-i18n';
import type { CachedPromo, PromoCache } from '../promos/promo-cache';
import type { CarServicesService, PricedEstimate } from '../car-services/car-services-service';
import { AnswerCache, type PricedFrom } from './answer-cache';
import { customRequestsOf, type CustomRequests } from './offer-car-services';
import { alternativeOffer, productName } from './alternative-offer';
import { availableExtras, chosenExtra, extraAvailability, priceBlockExtra, wireExtra } from './offer-extras';
import { ANONYMOUS_CALLER, type VoucherCaller, type VoucherChoice, type VoucherService } from '../vouchers/voucher-service';

export interface OfferServiceDeps {
  catalog: CatalogCache;
  extras: ExtrasCache;
  promos: PromoCache;
  availability: AvailabilityCache;
  /** issue 16: the estimate an offer names, priced for its car */
  carServices: CarServicesService;
  /** issue 19: the voucher a request names, checked for its caller and stay */
  vouchers: VoucherService;
}

function terminalOrThrow(product: PricedProduct, field: string, id: number | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  if (!product.terminalIds.has(id)) throw new DomainError('API_ERROR_UNKNOWN_TERMINAL', { field, value: id });
  return id;
}

/** A product's opening rule for one side, built once per catalogue object. */
const openingRules = new WeakMap<PricedProduct, { checkin: OpeningRule; checkout: OpeningRule }>();
function openingOf(product: PricedProduct): { checkin: OpeningRule; checkout: OpeningRule } {
  let rules = openingRules.get(product);
  if (!rules) {
    rules = {
      checkin: { openingHours: product.openingHours, specificHours: product.specificCheckinHours },
      checkout: { openingHours: product.openingHours, specificHours: product.specificCheckoutHours },
    };
    openingRules.set(product, rules);
  }
  return rules;
}

function openFor(product: PricedProduct, start: MadridInstant, end: MadridInstant): boolean {
  const rules = openingOf(product);
  return isOpenAt(rules.checkin, 'checkin', start.wall) && isOpenAt(rules.checkout, 'checkout', end.wall);
}

/**
 * The stay's dates checked by the domain's dates-form rules (the same the browser form
 * applies), answered as the api's errors: the first that applies, in the order a traveller
 * can fix them.
 */
function stayDatesOrThrow(
  product: PricedProduct,
  req: Pick<CalculatePriceRequest, 'startDate' | 'endDate'>,
  now: Date,
  lang: Lang,
): { start: MadridInstant; end: MadridInstant } {
  const start = wireInstant(req.startDate);
  const end = wireInstant(req.endDate);
  const { checkin, checkout } = openingOf(product);
  const first = firstStayDatesError(validateStayDates({ start, end, now, checkin, checkout }));
  // No error means both dates were read ('required' covers a missing one).
  if (!first && start && end) return { start, end };
  if (!first) throw new DomainError('API_ERROR_VALIDATION', [{ field: 'startDate', code: 'invalid_wire_date' }]);
  const field = first.field === 'start' ? 'startDate' : 'endDate';
  const key: StayDatesErrorKey = first.key;
  switch (key) {
    case 'in_past':
      throw new DomainError('API_ERROR_DATES_IN_PAST', { field });
    case 'end_before_start':
      throw new DomainError('API_ERROR_END_BEFORE_START', { field });
    case 'closed_hours':
      throw new DomainError('API_ERROR_CLOSED_HOURS', { field, kind: first.field === 'start' ? 'checkin' : 'checkout' });
    case 'start_too_far':
    case 'stay_too_long':
      throw new DomainError('API_ERROR_VALIDATION', [{ field, code: key, reason: translateError(lang, key) }]);
    case 'off_grid':
      throw new DomainError('API_ERROR_VALIDATION', [{ field, code: key, reason: translateError(lang, 'field_quarter_hour', { field }) }]);
    case 'required':
      // The route's schema already refuses these; a direct caller gets the same answer.
      throw new DomainError('API_ERROR_VALIDATION', [{ field, code: 'invalid_wire_date' }]);
  }
}

/** The domain's view of a cached code (the name is not needed to check it), built once per code. */
const promoViews = new WeakMap<CachedPromo, PromoCode>();
function asPromoCode(found: CachedPromo): PromoCode {
  let view = promoViews.get(found);
  if (!view) {
    view = { ...found, name: '' };
    promoViews.set(found, view);
  }
  return view;
}

/**
 * The price block of a stay of `days` days of `product` with `chosen` extras and the
 * request's promo code; the promo comes back as the offer lists it (applied, or its error).
 */
function priceStay(
  product: PricedProduct,
  days: number,
  chosen: readonly OfferedExtra[],
  req: Pick<CalculatePriceRequest, 'promoCode' | 'source_mode' | 'use_points'>,
  now: Date,
  start: MadridInstant,
  lang: Lang,
  promos: PromoCache,
  cs: { carServices: PriceBlockInput['carServices']; custom: CustomRequests; ferryRemoval?: boolean } = { carServices: [], custom: { tyres: null, service: null } },
  pointsAvailableCents = 0,
  voucher: VoucherChoice['block'] = null,
) {
  const parkingCents = tariffPriceCents(product.tariff, days);
  const code = sendablePromoCode(req.promoCode) ?? '';
  let promo: { discountKind: 'percent' | 'fixed'; value: number } | null = null;
  const promosOut: OfferPromo[] = [];
  if (code !== '') {
    const found = promos.find(code);
    let errorKey: PromoErrorKey | null = null;
    // Spec 4: a promo applies only where the price section shows (urban mode needs a wash,
    // car-service or custom extra; car services and custom requests are not priced here yet).
    const washes = chosen.filter((o) => o.extra.type === 'wash').length;
    const services = {
      ...servicesOfChosenExtras(chosen.length, washes),
      carServices: cs.carServices.length,
      serviceRequest: cs.custom.service !== null,
      tyresRequest: cs.custom.tyres !== null,
    };
    if (!priceSectionShown(req.source_mode, services)) {
      errorKey = found ? 'promo_not_applicable' : 'promo_not_found';
    } else {
      const result = evaluatePromo(
        found ? asPromoCode(found) : null,
        { code, productId: product.id, lotId: product.idLot, now, startDate: new Date(start.ms) },
        parkingCents,
      );
      if (result.ok && found) promo = { discountKind: found.kind, value: found.value };
      else if (!result.ok) errorKey = result.errorKey;
    }
    promosOut.push(
      errorKey === null && found
        ? { code: found.code, name: textIn(found.names, lang), error: null }
        : { code: code.toUpperCase(), name: '', error: translateError(lang, errorKey ?? 'promo_not_found') },
    );
  }
  const block = computePriceBlock({
    parkingCents,
    extras: chosen.map(priceBlockExtra),
    carServices: cs.carServices,
    // decision 0025: a sibling that is no port product prices without it (the alternative offer)
    ferryRemovalCents: ferryRemovalCents(product.service, cs.ferryRemoval === true) ?? 0,
    customTyresCents: 0,
    customServiceCents: 0,
    promo,
    voucher,
    // issue 19: the logged client's available points (0 for anyone else), applied last (decision 0002)
    pointsAvailableCents: Math.max(0, pointsAvailableCents),
    usePoints: req.use_points === true && pointsAvailableCents > 0,
    city: product.city,
  });
  return { block, promo, promosOut };
}

interface Siblings extends PlaceGroup {
  products: PricedProduct[];
}

/**
 * The sellable products of a product's place, keyed by the product object: a catalogue
 * reload builds new objects, so the memo never outlives the catalogue it was built from.
 */
const siblingsMemo = new WeakMap<PricedProduct, Siblings>();

function productsOfPlace(catalog: CatalogCache, product: PricedProduct): Siblings {
  let s = siblingsMemo.get(product);
  if (!s) {
    const products: PricedProduct[] = [];
    for (const id of catalog.productIds()) {
      const p = catalog.product(id);
      if (p && p.placeId === product.placeId && p.tariff.rows.length > 0) products.push(p);
    }
    const ids = products.map((p) => p.id);
    s = { products, ids, key: ids.join(',') };
    siblingsMemo.set(product, s);
  }
  return s;
}

/**
 * Calculate price (spec 3, Offer). Catalogue, tariffs, extras, promo codes and daily
 * capacity come from memory (capacity through the AvailabilityCache, which reads the
 * database only for days it has not loaded yet). Checks run in
 * the order a user can fix them: product, terminals, dates, opening hours, extras; then
 * availability (409 with an alternative offer) and the promo (an error inside the offer,
 * never an HTTP error: the offer still prices).
 */
export function createOfferService({ catalog, extras, promos, availability: capacity, carServices, vouchers }: OfferServiceDeps) {
  const placeMemo = new StayMemo<Record<string, ProductAvailability>>();
  const extrasMemo = new StayMemo<AvailableExtra[]>();
  /**
   * `opts.skipAvailability` (issue 17, a booking's change): price the stay without refusing a
   * full day, because the changed booking already holds some of those days; the change's
   * transaction is the guard (manage/manage-repository.ts) and asks again without it for the
   * alternative offer when the new days are really full.
   *
   * `opts.pointsAvailableCents` (issue 19): the logged client's available points balance, read
   * by the caller (the route from the session, the booking under its user lock); with
   * `use_points` the offer applies up to that much (pvp_product_points). Absent: 0, so a guest's
   * or an agency's `use_points` prices nothing off.
   */
  /**
   * `opts.caller` (issue 19): who asks, for the request's voucher_code (a guest when absent:
   * the code is answered with its error and prices nothing).
   */
  async function calculate(
    req: CalculatePriceRequest,
    now: Date,
    lang: Lang = 'es',
    opts?: { skipAvailability?: boolean; pointsAvailableCents?: number; caller?: VoucherCaller; voucherOfReservation?: number; seen?: (read: PricedFrom) => void; offerOnly?: boolean },
  ): Promise<CalculatePriceResponse & { voucherChoice: VoucherChoice }> {
    const points = opts?.pointsAvailableCents ?? 0;
    const product = catalog.product(req.productId);
    // A product without tariff rows cannot be priced, so it is not for sale either.
    if (!product || product.tariff.rows.length === 0) {
      throw new DomainError('API_ERROR_UNKNOWN_PRODUCT', { field: 'productId', value: req.productId });
    }
    const inTerminal = terminalOrThrow(product, 'in_terminal', req.in_terminal ?? req.trip?.in_terminal);
    const outTerminal = terminalOrThrow(product, 'out_terminal', req.out_terminal);

    const { start, end } = stayDatesOrThrow(product, req, now, lang);
    // Issue 19: the voucher (none or one code) checked for this caller and stay, at `now`.
    const voucher = await vouchers.choose(req.voucher_code, opts?.caller ?? ANONYMOUS_CALLER, { start: new Date(start.ms), end: new Date(end.ms), idLot: product.idLot, idProduct: product.id }, now, lang, opts?.voucherOfReservation);
    // Issue 16: the workshop estimate, for the car the request names (another car's is a 400).
    const estimate: PricedEstimate | null =
      req.id_mechanical_estimate !== null && req.id_mechanical_estimate !== undefined
        ? await carServices.estimateForOffer(
            { estimateId: req.id_mechanical_estimate, vehicleId: req.id_vehicle, productId: product.id, deleteIds: req.delete_id_car_service },
            lang,
          )
        : null;
    // Spec 1 car-ferry removal item (decision 0025): port car parks only.
    const ferryRemoval = req.ferry_removal === true;
    if (ferryRemovalCents(product.service, ferryRemoval) === null) {
      throw new DomainError('API_ERROR_VALIDATION', [{ field: 'ferry_removal', code: 'ferry_removal_not_offered', reason: translateError(lang, 'ferry_removal_not_offered') }]);
    }
    // Issue 16.3: the custom service request's photo upload (an unknown or booked one is a 400), counted.
    const photoUpload = req.service_request ? await carServices.photos.forRequest(req.service_request.photo_upload_token, now, lang) : null;
    const cs = { carServices: (estimate?.services ?? []).map((p) => ({ id: p.service.id, baseCents: p.baseCents, emission: p.emission, scopeId: p.service.scopeId })), custom: customRequestsOf(req, photoUpload?.count ?? 0), ferryRemoval };
    const wash = chosenExtra(extras, product.id, 'id_wash_extra', req.id_wash_extra, lang);
    const space = chosenExtra(extras, product.id, 'id_space_extra', req.id_space_extra, lang);

    // Both on the traveller's clock (docs/pricing-days.md): priced days and the calendar
    // days the stay holds a place on.
    const days = countStayDays(start.wall, end.wall);
    const stay = stayDays(start.wall, end.wall);
    const place = productsOfPlace(catalog, product);
    const siblings = place.products;
    const from = stay[0]!;
    const to = stay[stay.length - 1]!;
    // Frozen and shared: the availability cache hands out the same rows for the same days.
    const rows = (await capacity.rows(place, from, to)) as CapacityRow[];
    // The answer cache (answer-cache.ts) keeps what this answer was priced from, and until when
    // the rules reading `now` answer as they do now (the dates, the promo code's validity).
    if (opts?.seen) {
      const code = sendablePromoCode(req.promoCode);
      const until = Math.min(stayDatesPassUntil(start), promoAnswerUntil(code ? promos.find(code) : null, now));
      opts.seen({ product, place, from, to, rows, until });
    }
    const availability = placeMemo.get(`${place.key}|${from}|${to}`, [rows, stay, siblings], () => {
      const out: Record<string, ProductAvailability> = {};
      for (const p of siblings) {
        const d = daysOf(rows, p.id, 0, stay, p.defaultCapacity);
        out[p.id] = { label: stayAvailabilityLabel(d, true), free: minFreeOverStay(d) };
      }
      return freezeShallowTree(out);
    });
    if (!opts?.skipAvailability && (availability[product.id]?.free ?? 0) <= 0) {
      // Like for like: the alternative is priced with the traveller's extras (those it offers
      // with room for the stay, as they would be kept on changing product) and promo code.
      const alternative = alternativeOffer({
        catalog,
        lang,
        soldOut: product,
        candidates: siblings,
        availability,
        isOpen: (p) => openFor(p, start, end),
        totalCents: (p) => {
          const kept = [wash, space].flatMap((c) => {
            const o = c ? extras.offered(p.id, c.extra.id) : undefined;
            return o && extraAvailability(o, p.id, rows, stay).free > 0 ? [o] : [];
          });
          return priceStay(p, days, kept, req, now, start, lang, promos, cs, points, voucher.block).block.totalCents;
        },
      });
      throw new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', { alternative_offer: alternative });
    }
    for (const [field, chosen] of [['id_wash_extra', wash], ['id_space_extra', space]] as const) {
      if (chosen && !opts?.skipAvailability && extraAvailability(chosen, product.id, rows, stay).free <= 0) {
        throw new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', {
          field,
          reason: translateError(lang, 'extra_sold_out', { field }),
          alternative_offer: null,
        });
      }
    }

    // Spec 3 check_carservice_availability: the workshop must have a slot on the stay's first day.
    const workshopSlots = estimate && estimate.services.length > 0 ? await carServices.workshopLabel(estimate.workshop, from) : null;
    if (req.check_carservice_availability && workshopSlots && workshopSlots.free <= 0) {
      throw new DomainError('API_ERROR_RESERVATION_OUT_OF_STOCK', {
        field: 'id_mechanical_estimate',
        reason: translateError(lang, 'workshop_full'),
        alternative_offer: null,
      });
    }

    const chosen = [wash, space].filter((x) => x !== null);
    const { block, promo, promosOut } = priceStay(product, days, chosen, req, now, start, lang, promos, cs, points, voucher.block);

    const a = toOfferAmounts(block);
    // Listed rather than spread: the spread made this literal a tenth of the route's CPU
    // (docs/performance.md). Same keys, same order.
    const offer: Offer = {
      price: a.price,
      pvp_product_raw: a.pvp_product_raw,
      pvp_product_option: a.pvp_product_option,
      pvp_wash: a.pvp_wash,
      pvp_double_space: a.pvp_double_space,
      pvp_product_points: a.pvp_product_points,
      pvp_promotion: a.pvp_promotion,
      pvp_voucher: a.pvp_voucher ?? 0,
      pvp_mechanical_orders: a.pvp_mechanical_orders,
      pvp_mechanical_order_ferry: a.pvp_mechanical_order_ferry,
      pvp_carservice_discount: a.pvp_carservice_discount,
      pvp_mechanical_order_transfer: a.pvp_mechanical_order_transfer,
      pvp_mechanical_order_emission: a.pvp_mechanical_order_emission,
      promos: promosOut,
      voucher: voucher.wire,
      extras: chosen.map((o) => wireExtra(o.extra, lang)),
      mechanical_orders: estimate && estimate.services.length > 0 ? [carServices.mechanicalOrder(estimate, lang, req.delete_id_car_service)] : [],
      startDate: start.wire,
      endDate: end.wire,
      productId: product.id,
      in_terminal: inTerminal ?? product.defaultTerminalId,
      out_terminal: outTerminalFollowingIn(outTerminal, inTerminal ?? product.defaultTerminalId),
      service_request: cs.custom.service,
      customized_tires_request: cs.custom.tyres,
      days,
      price_per_day: centsToEuros(pricePerDayCents(block.totalCents, days)),
      promoLoaded: promo !== null ? 1 : 0,
      total_without_promo: centsToEuros(block.totalWithoutPromoCents),
      taxes: block.taxesKey,
      city: product.city,
      product: { id: product.id, name: productName(catalog, lang, product.id), idLot: product.idLot, placeId: product.placeId, service: product.service },
      // issue 17: the cancellation terms in words on the products card and the price block (decision 0026)
      free_cancellation_until: formatWireDate(freeCancellationUntil(new Date(start.ms))),
    };
    // A booking reads the offer only (opts.offerOnly): the extras' labels, rebuilt after every
    // booking of the place because its rows changed, are not built for it (decision 0049).
    const offered = extras.forProduct(product.id);
    const extrasOut = opts?.offerOnly
      ? NO_EXTRAS
      : extrasMemo.get(`${product.id}|${lang}|${from}|${to}`, [rows, stay, offered], () => freezeShallowTree(availableExtras(extras, product.id, rows, stay, lang)));
    const label = workshopSlots?.label ?? 'available';
    const carServicesOut = (offer.mechanical_orders[0]?.mechanical_estimate.car_service_estimates ?? []).map((c) => ({ ...c, availability: label }));
    return { offer, extras: extrasOut, car_services: carServicesOut, availability, voucherChoice: voucher };
  }

  // Decision 0042: the route's whole answers, built once with the service (tests read its counters).
  const answers = new AnswerCache({ catalog, extras, promos, availability: capacity });
  return { calculate, availability: capacity, answers };
}

export type OfferService = ReturnType<typeof createOfferService>;

const NO_EXTRAS: AvailableExtra[] = Object.freeze([]) as unknown as AvailableExtra[];

const jsonMemo = new WeakMap<object, string>();

/** JSON of a frozen, shared part of the answer, written once per object. */
function sharedJson(v: object): string {
  let json = jsonMemo.get(v);
  if (json === undefined) {
    json = JSON.stringify(v);
    if (Object.isFrozen(v)) jsonMemo.set(v, json);
  }
  return json;
}

/**
 * The route's body: exactly `JSON.stringify(r)` (same keys, same order), but the extras
 * list and the availability map, shared by every request on the same days, are serialised
 * once. Serialisation was the largest cost of the route after the capacity query went.
 */
export function calculateResponseJson(r: CalculatePriceResponse): string {
  return `{"offer":${JSON.stringify(r.offer)},"extras":${sharedJson(r.extras)},"car_services":${JSON.stringify(r.car_services)},"availability":${sharedJson(r.availability)}}`;
}
