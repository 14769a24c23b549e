import type { Offer, OfferPromo } from '@parking/domain/contracts/offer';
import { customServiceAmount, customTyresAmount, totalWithoutPromo } from '@parking/domain/pricing/offer-rules';

/**
 * The Offer as the summary reads it. Fields the pricing server adds beyond the base contract
 * are optional here so an older answer (or a test fixture) still renders.
 */
export type SummaryOffer = Offer & {
  promoLoaded?: number;
  /** catalogue key of the taxes sentence: 'taxes_included' or 'taxes_included_barcelona' */
  taxes?: string;
  city?: string;
  total_without_promo?: number;
  pvp_customized_tires?: number;
  pvp_service_request?: number;
};

export type PriceLineKey =
  | 'product'
  | 'carServiceDiscount'
  | 'space'
  | 'doubleSpace'
  | 'wash'
  | 'carServices'
  | 'carServiceTransfer'
  | 'carServiceEmission'
  | 'ferry'
  | 'customTyres'
  | 'customService'
  | 'totalWithoutPromo'
  | 'promo'
  | 'voucher'
  | 'points';

export interface PriceLine {
  key: PriceLineKey;
  /** euros, positive; `discount` lines are shown with a minus sign */
  amount: number;
  discount: boolean;
}

/** The promo the offer carries (the server sends at most one), or null. */
export function offerPromo(offer: SummaryOffer | null | undefined): OfferPromo | null {
  return offer?.promos?.[0] ?? null;
}

/**
 * Spec 2 Price block, in its order, keeping only the lines the offer has non-zero. The total
 * without promo is a line only when a promo, a voucher or points make it differ from the total.
 */
export function priceLines(offer: SummaryOffer): PriceLine[] {
  const promo = Math.abs(offer.pvp_promotion);
  const points = Math.abs(offer.pvp_product_points);
  const voucher = Math.abs(offer.pvp_voucher ?? 0);
  const withoutPromo = totalWithoutPromo(offer);
  const all: PriceLine[] = [
    { key: 'product', amount: offer.pvp_product_raw, discount: false },
    { key: 'carServiceDiscount', amount: Math.abs(offer.pvp_carservice_discount), discount: true },
    { key: 'space', amount: offer.pvp_product_option, discount: false },
    { key: 'doubleSpace', amount: offer.pvp_double_space, discount: false },
    { key: 'wash', amount: offer.pvp_wash, discount: false },
    { key: 'carServices', amount: offer.pvp_mechanical_orders, discount: false },
    // spec 9: the transfer cost and the emission fees, their own lines (decision 0025)
    { key: 'carServiceTransfer', amount: offer.pvp_mechanical_order_transfer, discount: false },
    { key: 'carServiceEmission', amount: offer.pvp_mechanical_order_emission, discount: false },
    { key: 'ferry', amount: offer.pvp_mechanical_order_ferry, discount: false },
    { key: 'customTyres', amount: customTyresAmount(offer), discount: false },
    { key: 'customService', amount: customServiceAmount(offer), discount: false },
    { key: 'totalWithoutPromo', amount: promo > 0 || voucher > 0 || points > 0 ? withoutPromo : 0, discount: false },
    { key: 'promo', amount: promo, discount: true },
    // decision 0002 order: car-service discount, promo, voucher, points
    { key: 'voucher', amount: voucher, discount: true },
    { key: 'points', amount: points, discount: true },
  ];
  // Issue 16.3 (decision 0025): a custom request is quoted later; its line shows (0.00) while it is on the booking.
  const requested = (l: PriceLine) =>
    (l.key === 'customTyres' && Boolean(offer.customized_tires_request)) || (l.key === 'customService' && Boolean(offer.service_request));
  return all.filter((l) => l.amount !== 0 || requested(l));
}
