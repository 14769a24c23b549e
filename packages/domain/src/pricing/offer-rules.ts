import { centsToEuros, eurosToCents } from '../money/money';

/*
 * Rules that read a priced Offer (spec 2 Price block, spec 4 Promo, Summary buttons), shared by
 * the api (which applies them while pricing and booking) and the web app (which shows them).
 * One copy each: the web app never re-derives them on its own.
 */

/**
 * Spec 3 Offer, its amounts: euros with at most two decimals, discounts as positive amounts.
 * The wire's Offer (contracts/offer.ts) extends this; price-block.ts's toOfferAmounts fills it.
 */
export interface OfferAmounts {
  price: number;
  pvp_product_raw: number;
  pvp_product_option: number;
  pvp_wash: number;
  pvp_double_space: number;
  pvp_product_points: number;
  pvp_promotion: number;
  /**
   * issue 19: the voucher's discount (positive); always sent by the api (toOfferAmounts),
   * optional for offers rebuilt from older stored lines
   */
  pvp_voucher?: number;
  pvp_mechanical_orders: number;
  pvp_mechanical_order_ferry: number;
  pvp_carservice_discount: number;
  /** issue 16: spec 9's transfer cost, its own line (no longer inside pvp_mechanical_orders) */
  pvp_mechanical_order_transfer: number;
  /** issue 16: spec 9's emission fees, their own line (no longer inside pvp_mechanical_orders) */
  pvp_mechanical_order_emission: number;
}

/** Spec 3 Offer `promos (code, name, error)`: a promo code the offer was priced with. */
export interface OfferPromo {
  code: string;
  name: string;
  error: string | null;
}

/**
 * An Offer as the price block reads it (the wire's Offer, contracts/offer.ts, is one): its
 * amounts and lists, plus optional fields that older answers, a stored reservation's lines or
 * test fixtures may lack.
 */
export type OfferLike = Pick<
  OfferAmounts,
  'price' | 'pvp_wash' | 'pvp_promotion' | 'pvp_product_points' | 'pvp_mechanical_orders' | 'pvp_voucher'
> & {
  promos: OfferPromo[];
  mechanical_orders: unknown[];
  service_request: unknown | null;
  customized_tires_request: unknown | null;
  extras?: readonly { type: string }[];
  promoLoaded?: number;
  total_without_promo?: number;
  taxes?: string;
  city?: string;
  pvp_customized_tires?: number;
  pvp_service_request?: number;
};

export type TaxesKey = 'taxes_included_barcelona' | 'taxes_included';

const barcelonaMemo = new Map<string, boolean>();

/** "Barcelona" in any catalogue language (fr: Barcelone), ignoring case and accents. */
export function isBarcelona(city: string): boolean {
  // every price asks (its taxes sentence): a city's answer is kept (issue 20.3), bounded
  let yes = barcelonaMemo.get(city);
  if (yes === undefined) {
    const n = city.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();
    yes = n === 'barcelona' || n === 'barcelone';
    if (barcelonaMemo.size >= 1000) barcelonaMemo.clear();
    barcelonaMemo.set(city, yes);
  }
  return yes;
}

/** Spec 2 Price block: "taxes sentence (differs for Barcelona)": its catalogue key by city. */
export function taxesKeyForCity(city: string): TaxesKey {
  return isBarcelona(city) ? 'taxes_included_barcelona' : 'taxes_included';
}

/** The taxes sentence of an offer: the key the server sent, else the car park's city. */
export function offerTaxesKey(offer: Pick<OfferLike, 'taxes' | 'city'>): TaxesKey {
  if (offer.taxes === 'taxes_included_barcelona' || offer.taxes === 'taxes_included') return offer.taxes;
  return taxesKeyForCity(offer.city ?? '');
}

/**
 * Spec 4 Promo: "success (promo present without error; promoLoaded 1, else 0)". The applied
 * promo (the server sends at most one), or null when there is none, it carries an error, or
 * the server says it did not load.
 */
export function appliedPromo(offer: Pick<OfferLike, 'promos' | 'promoLoaded'> | null | undefined): OfferPromo | null {
  const promo = offer?.promos?.[0] ?? null;
  if (!promo || promo.error) return null;
  if (offer?.promoLoaded !== undefined && offer.promoLoaded !== 1) return null;
  return promo;
}

/** Spec 4: whether the offer's promo code applied (see appliedPromo). */
export function promoAccepted(offer: Pick<OfferLike, 'promos' | 'promoLoaded'> | null | undefined): boolean {
  return appliedPromo(offer) !== null;
}

/**
 * Spec 2 Price block "total without promo": the server's figure, else the total with the promo
 * and points discounts added back (a stored reservation's lines carry no such field).
 */
export function totalWithoutPromo(offer: Pick<OfferLike, 'price' | 'pvp_promotion' | 'pvp_product_points' | 'total_without_promo' | 'pvp_voucher'>): number {
  if (offer.total_without_promo !== undefined) return offer.total_without_promo;
  return centsToEuros(
    eurosToCents(offer.price) + eurosToCents(Math.abs(offer.pvp_promotion)) + eurosToCents(Math.abs(offer.pvp_voucher ?? 0)) + eurosToCents(Math.abs(offer.pvp_product_points)),
  );
}

/** A custom request carries its price either as an offer field or inside the request. */
function requestAmount(field: number | undefined, request: unknown): number {
  if (typeof field === 'number') return field;
  if (request && typeof request === 'object') {
    const r = request as Record<string, unknown>;
    for (const k of ['price', 'pvp', 'total']) {
      const v = r[k];
      if (typeof v === 'number') return v;
      if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    }
  }
  return 0;
}

/** Spec 2 Price block "custom tyres" amount in euros. */
export function customTyresAmount(offer: Pick<OfferLike, 'pvp_customized_tires' | 'customized_tires_request'>): number {
  return requestAmount(offer.pvp_customized_tires, offer.customized_tires_request);
}

/** Spec 2 Price block "custom service" amount in euros. */
export function customServiceAmount(offer: Pick<OfferLike, 'pvp_service_request' | 'service_request'>): number {
  return requestAmount(offer.pvp_service_request, offer.service_request);
}

/**
 * The services of a booking as spec 2 and 4 count them: wash extras, car services
 * (mechanical orders), a custom service request, a custom tyres request; and space extras,
 * which count for "no services" (Summary buttons) but do not show the urban price.
 */
export interface BookedServices {
  washExtras: number;
  spaceExtras: number;
  carServices: number;
  serviceRequest: boolean;
  tyresRequest: boolean;
}

export const NO_SERVICES: BookedServices = { washExtras: 0, spaceExtras: 0, carServices: 0, serviceRequest: false, tyresRequest: false };

/** The services a priced offer carries (its lines and lists, whichever the answer has). */
export function servicesOfOffer(offer: OfferLike): BookedServices {
  const extras = offer.extras ?? [];
  const washes = extras.filter((e) => e.type === 'wash').length;
  return {
    washExtras: washes > 0 ? washes : offer.pvp_wash > 0 ? 1 : 0,
    spaceExtras: extras.filter((e) => e.type === 'space' || e.type === 'double_space').length,
    carServices: offer.mechanical_orders.length > 0 ? offer.mechanical_orders.length : offer.pvp_mechanical_orders > 0 ? 1 : 0,
    serviceRequest: offer.service_request != null || customServiceAmount(offer) > 0,
    tyresRequest: offer.customized_tires_request != null || customTyresAmount(offer) > 0,
  };
}

/**
 * The services of the extras chosen before the offer comes back (the services step, the price
 * route): `chosen` extras of which `washes` are washes. Every other chosen extra (a space, a
 * double space, or one whose kind is not known yet) counts as a space extra: it is a service
 * for "no services" (spec 4 Summary buttons) but does not show the urban price (spec 2).
 */
export function servicesOfChosenExtras(chosen: number, washes: number): BookedServices {
  return { ...NO_SERVICES, washExtras: washes, spaceExtras: chosen - washes };
}

/**
 * Spec 2 Price block: "In urban source mode the price section is hidden unless car-service,
 * custom or wash extras exist." Spec 4: "Promo codes apply only when the price section can be
 * shown", so the api applies a promo code only when this is true. A space extra alone is none
 * of these.
 */
export function priceSectionShown(sourceMode: string | null | undefined, services: BookedServices): boolean {
  if (sourceMode !== 'urban') return true;
  return services.washExtras > 0 || services.carServices > 0 || services.serviceRequest || services.tyresRequest;
}

/**
 * Spec 4 Summary buttons: "Continue disabled when urban-parking or modify mode has no services
 * (mechanical orders, service request, tyre request, extras)". Modify mode comes with a later
 * issue; `modifying` is its flag.
 */
export function missingServices(input: { sourceMode: string | null | undefined; modifying?: boolean }, services: BookedServices): boolean {
  if (input.sourceMode !== 'urban' && !input.modifying) return false;
  const s = services;
  return s.washExtras + s.spaceExtras + s.carServices === 0 && !s.serviceRequest && !s.tyresRequest;
}
