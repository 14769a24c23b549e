import { addVat, assertCents } from './money';

/** Spec 3 Car service `carServicePrice` and the info dialog's "price detail with base, VAT and total". */
export interface CarServicePrice {
  baseCents: number;
  vatCents: number;
  priceCents: number;
}

/**
 * One car-service estimate's price from its base (spec 9: "VAT 21% (factor 1.21 on car-service
 * base totals)"). VAT is rounded once on the base and is the remainder of the price, so base
 * plus VAT is always the price shown. The price block applies the factor to the base total of
 * every chosen service instead (rounded once there too), so the block's car-service line can
 * differ by a cent from the sum of these per-service prices; the block's line is what is charged.
 */
export function carServicePrice(baseCents: number): CarServicePrice {
  assertCents('baseCents', baseCents);
  const priceCents = addVat(baseCents);
  return { baseCents, vatCents: priceCents - baseCents, priceCents };
}
