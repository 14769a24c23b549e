import { NO_SERVICES, priceSectionShown as domainPriceSectionShown, servicesOfOffer } from '@parking/domain/pricing/offer-rules';
import type { SummaryOffer } from './offer-view';

/*
 * Whether the price shows at all (spec 2 Price block: "In urban source mode the price section
 * is hidden unless car-service, custom or wash extras exist"). One rule for every place that
 * shows a price: the summary's price block and the step tab bar's running price. Kept apart
 * from offer-view so the tab bar (on the first screen) does not pull in the price lines.
 */

/** Spec 2: in urban source mode the price section hides unless wash, car-service or custom extras exist. */
export function priceSectionShown(offer: SummaryOffer | null | undefined, sourceMode: string | null | undefined): boolean {
  return domainPriceSectionShown(sourceMode, offer ? servicesOfOffer(offer) : NO_SERVICES);
}
