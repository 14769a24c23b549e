import { promoAllowed } from '@parking/domain/pricing/promo';
import type { SummaryOffer } from './offer-view';

/*
 * Whether the price shows at all (spec 2 Price block: "In urban source mode the price section
 * is hidden unless car-service, custom or wash extras exist"). One rule for every place that
 * shows a price: the summary's price block and the step tab bar's running price. Kept apart
 * from offer-view so the tab bar (on the first screen) does not pull in the price lines.
 */

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

export function customTyresAmount(offer: SummaryOffer): number {
  return requestAmount(offer.pvp_customized_tires, offer.customized_tires_request);
}

export function customServiceAmount(offer: SummaryOffer): number {
  return requestAmount(offer.pvp_service_request, offer.service_request);
}

/** Wash, car-service or custom extras: what lets the price show in urban mode (spec 2). */
export function hasWashOrCustomExtras(offer: SummaryOffer | null | undefined): boolean {
  if (!offer) return false;
  return (
    offer.pvp_wash > 0 ||
    offer.pvp_mechanical_orders > 0 ||
    offer.mechanical_orders.length > 0 ||
    offer.service_request != null ||
    offer.customized_tires_request != null ||
    customTyresAmount(offer) > 0 ||
    customServiceAmount(offer) > 0
  );
}

/** Spec 2: in urban source mode the price section hides unless such extras exist. */
export function priceSectionShown(offer: SummaryOffer | null | undefined, sourceMode: string | null | undefined): boolean {
  return promoAllowed({ sourceMode, hasWashOrCustomExtras: hasWashOrCustomExtras(offer) });
}
