import { z } from 'zod';
import { MAX_PASSENGERS } from '../booking/passengers';
import type { AvailabilityLabel } from '../pricing/availability';
import type { OfferAmounts, OfferPromo } from '../pricing/offer-rules';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN } from '../pricing/promo';
import { dbIdList, dbIdOrDigits } from '../validation/ids';
import { wireDate } from './wire';
import { type OfferVoucher, voucherCodeField } from './voucher';
import { customServiceRequest, customTyresRequest, type CustomServiceWire, type CustomTyresWire, type MechanicalOrderWire, type CarServiceEstimateWire } from './car-service';

// Every id is the domain's one id type (validation/ids.ts): a number, or its digits as a
// string (legacy clients send ids as text), bounded to the database column's range.
const id = dbIdOrDigits;
const optionalIdList = dbIdList.optional().nullable();
const passengers = z.coerce.number().int().min(0).max(MAX_PASSENGERS);

/**
 * Spec 3, Calculate-price request. Field names as the spec writes them.
 * POST /api/offers/calculate. Issue 2 uses the parking part; issue 3 fills the rest.
 */
export const calculatePriceRequest = z.object({
  startDate: wireDate,
  endDate: wireDate,
  productId: id,
  id_wash_extra: id.optional().nullable(),
  id_space_extra: id.optional().nullable(),
  id_mechanical_estimate: id.optional().nullable(),
  use_points: z.boolean().optional(),
  promoCode: z.string().trim().max(PROMO_CODE_MAX_LENGTH).regex(PROMO_CODE_PATTERN).optional().nullable(),
  /** issue 19 (our extension, decision 0032): the chosen voucher's code, none or one (spec 4) */
  voucher_code: voucherCodeField,
  delete_id_car_service: optionalIdList,
  check_carservice_availability: z.boolean().optional(),
  absuid: z.string().max(40).optional().nullable(),
  form_version: z.coerce.number().int().min(1).max(3).optional(),
  step: z.string().max(40).optional().nullable(),
  experiment: z.string().max(80).optional().nullable(),
  screen_resolution: z.coerce.number().int().min(1).max(3).optional(),
  ship: z.string().max(80).optional().nullable(),
  in_passengers: passengers.optional(),
  out_passengers: passengers.optional(),
  in_terminal: id.optional().nullable(),
  out_terminal: id.optional().nullable(),
  trip: z.object({ in_terminal: id.optional().nullable() }).optional(),
  reservation_id: id.optional(),
  reservation_hash: z.string().max(64).optional(),
  /**
   * Issue 16: the traveller's car (a vehicle of contracts/vehicle.ts). Required with
   * `id_mechanical_estimate`: an estimate made for another car's UMC is refused.
   */
  id_vehicle: id.optional(),
  /** issue 16.3: the custom tyre request (quoted later, 0 now: decision 0025) */
  customized_tires_request: customTyresRequest.optional().nullable(),
  /** issue 16.3: the custom service request (quoted later, 0 now: decision 0025) */
  service_request: customServiceRequest.optional().nullable(),
  /** spec 1 car-ferry removal item: port car parks only, a flat price (decision 0025) */
  ferry_removal: z.boolean().optional(),
  /** spec 3 Trip source_mode: in 'urban' mode promo codes need a wash or custom extra (spec 4) */
  source_mode: z.enum(['parking', 'urban']).optional().nullable(),
});

export type CalculatePriceRequest = z.infer<typeof calculatePriceRequest>;

/** Spec 3, Extra, on the wire: amounts in euros (price VAT included, base without VAT). */
export interface OfferExtra {
  id: number;
  name: string;
  description: string;
  /** 'wash' (washes and disinfection), 'space' or 'double_space' */
  type: 'wash' | 'space' | 'double_space';
  /** spec: '2' = parking space; '1' wash, '3' double space */
  service_type: string;
  price: number;
  base: number;
  image_gallery: string[];
}

/** An extra the product offers, with its availability for the stay. */
export interface AvailableExtra extends OfferExtra {
  availability: AvailabilityLabel;
  free: number;
}

export interface ProductAvailability {
  label: AvailabilityLabel;
  free: number;
}

/** Spec 3, Alternative offer (details of API_ERROR_RESERVATION_OUT_OF_STOCK). */
export interface AlternativeOffer {
  message: string;
  description: string;
  alternative_product: { id: number; name: string; total_price: number };
}

export type { OfferPromo };

/** Spec 3, Offer. Every amount in euros with at most two decimals (OfferAmounts, pricing/offer-rules.ts). */
export interface Offer extends OfferAmounts {
  promos: OfferPromo[];
  /**
   * issue 19: the voucher the offer was priced with, or why it does not apply (then pvp_voucher
   * is 0); null without voucher_code. Always sent by the api; optional for older stored offers.
   */
  voucher?: OfferVoucher | null;
  extras: OfferExtra[];
  /** spec 3 Mechanical order: the estimate priced (at most one) */
  mechanical_orders: MechanicalOrderWire[];
  startDate: string;
  endDate: string;
  productId: number;
  in_terminal: number | null;
  out_terminal: number | null;
  /** the api sends a CustomServiceWire (contracts/car-service.ts); older stored answers may differ */
  service_request: CustomServiceWire | unknown | null;
  /** the api sends a CustomTyresWire */
  customized_tires_request: CustomTyresWire | unknown | null;
  /** days charged by the tariff (docs/pricing-days.md) */
  days: number;
  /**
   * `price` divided by `days`, rounded to the cent (pricing/per-day.ts): the products step
   * shows it beside the total. Always sent by POST /api/offers/calculate; optional only so
   * offers rebuilt from a stored reservation need not invent one.
   */
  price_per_day?: number;
  /** spec 4: 1 when a promo code applied without error, else 0 */
  promoLoaded?: 0 | 1;
  total_without_promo?: number;
  /** translation key of the taxes sentence (differs for Barcelona) */
  taxes?: 'taxes_included_barcelona' | 'taxes_included';
  city?: string;
  product?: { id: number; name: string; idLot: number; placeId: number; service: string };
  /**
   * Issue 17 (booking/cancellation.ts, decision 0026): free cancellation (and changes) until
   * this wire date, 24 h before drop-off; in words with manage:terms_free_until.
   */
  free_cancellation_until?: string;
}

export interface CalculatePriceResponse {
  offer: Offer;
  /** every extra the product offers, with price and availability for the stay */
  extras: AvailableExtra[];
  /** the estimate's car services as priced, with the workshop's availability on the stay's first day */
  car_services: (CarServiceEstimateWire & { availability: AvailabilityLabel })[];
  /** per productId of the same place */
  availability: Record<string, ProductAvailability>;
}
