import type { CalculatePriceRequest } from '@parking/domain/contracts/offer';
import type { CustomServiceWire, CustomTyresWire } from '@parking/domain/contracts/car-service';
import { CUSTOM_REQUEST_CHARGE_NOW_CENTS } from '@parking/domain/car-services/custom-requests';
import { centsToEuros } from '@parking/domain/money/money';

export interface CustomRequests {
  tyres: CustomTyresWire | null;
  service: CustomServiceWire | null;
}

/**
 * Issue 16.3: the custom requests of a price request as the offer echoes them (spec 3 Offer
 * `service_request`, `customized_tires_request`), priced at what is charged now: nothing, the
 * workshop quotes them later (decision 0025). Photos (the request's upload) are counted, not sent back.
 */
export function customRequestsOf(req: Pick<CalculatePriceRequest, 'customized_tires_request' | 'service_request'>, photos = 0): CustomRequests {
  const now = centsToEuros(CUSTOM_REQUEST_CHARGE_NOW_CENTS);
  const t = req.customized_tires_request;
  const s = req.service_request;
  return {
    tyres: t ? { size: t.size, brand_preference: t.brand_preference ?? null, quantity: t.quantity, price: now, quote_later: true } : null,
    service: s ? { description: s.description, photos, price: now, quote_later: true } : null,
  };
}
