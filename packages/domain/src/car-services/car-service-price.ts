import { addVat, assertCents } from '../money/money';

/** Spec 9 "VAT 21% (factor 1.21 on car-service base totals)". */
export const CAR_SERVICE_VAT_FACTOR = 1.21;

/** Spec 3 Car service `carServicePrice (base, vat, price, taxes)`, in cents; taxes = vat. */
export interface CarServicePriceCents {
  baseCents: number;
  vatCents: number;
  priceCents: number;
}

/**
 * One car service's price from its base (decision 0002 "One car service's price"): VAT is
 * the base times 0.21 rounded once (half away from zero), price = base + VAT, so
 * price = base x 1.21 to the cent.
 */
export function carServicePrice(baseCents: number): CarServicePriceCents {
  assertCents('baseCents', baseCents);
  const priceCents = addVat(baseCents);
  return { baseCents, vatCents: priceCents - baseCents, priceCents };
}

/** Spec 3 Estimate detail line kinds: "Checkpoints typed MAIN or SUBDETAIL_INCLUDED with a code". */
export type EstimateLineType = 'MAIN' | 'SUBDETAIL_INCLUDED';

export interface EstimateLine {
  type: EstimateLineType;
  code: string;
  units: number;
  /** base price of the line in cents (0 for an included sub-detail) */
  baseStandardCents: number;
}

/**
 * Spec 3 Estimate detail `base_standard_total`: the sum of the MAIN lines' base_standard.
 * SUBDETAIL_INCLUDED lines are part of a main line's price (a check-point of an operation),
 * shown but never added again.
 */
export function baseStandardTotalCents(lines: readonly EstimateLine[]): number {
  let total = 0;
  for (const l of lines) {
    if (l.type !== 'MAIN') continue;
    assertCents(`line ${l.code}`, l.baseStandardCents);
    total += l.baseStandardCents;
  }
  return total;
}

/**
 * The base an estimate is charged: its unique (closed) price when the workshop quotes one,
 * else the sum of its main lines (ours: spec 3 names `unique_price` beside
 * `base_standard_total` without saying more).
 */
export function estimateBaseCents(lines: readonly EstimateLine[], uniquePriceCents: number | null): number {
  if (uniquePriceCents !== null) {
    assertCents('uniquePriceCents', uniquePriceCents);
    return uniquePriceCents;
  }
  return baseStandardTotalCents(lines);
}
