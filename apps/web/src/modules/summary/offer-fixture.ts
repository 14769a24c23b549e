import type { SummaryOffer } from './offer-view';

/** An offer shaped like the server's answer with every line at zero; tests set what they need. */
export function makeOffer(partial: Partial<SummaryOffer> = {}): SummaryOffer {
  return {
    price: 30,
    pvp_product_raw: 30,
    pvp_product_option: 0,
    pvp_wash: 0,
    pvp_double_space: 0,
    pvp_product_points: 0,
    pvp_promotion: 0,
    pvp_mechanical_orders: 0,
    pvp_mechanical_order_ferry: 0,
    pvp_mechanical_order_transfer: 0,
    pvp_mechanical_order_emission: 0,
    pvp_carservice_discount: 0,
    promos: [],
    extras: [],
    mechanical_orders: [],
    startDate: '2026-11-24 11:15:00',
    endDate: '2026-11-27 11:15:00',
    productId: 4,
    in_terminal: 41,
    out_terminal: 41,
    service_request: null,
    customized_tires_request: null,
    days: 3,
    promoLoaded: 0,
    taxes: 'taxes_included',
    city: 'Madrid',
    total_without_promo: 30,
    ...partial,
  };
}
