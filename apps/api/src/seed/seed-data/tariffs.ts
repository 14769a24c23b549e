import type { SeedProduct } from './products';

/**
 * Tariff tables for 1..30 days. The first day carries the fixed cost of a stay; each
 * further day adds less the longer the stay (bands below), so totals never decrease with
 * more days. Past day 30 the product's extraDayCents applies (domain tariffPriceCents).
 */
export const TARIFF_DAYS = 30;

/** Share of the product's extra-day price added per day, by band of stay length. */
const BANDS: { upTo: number; factor: number }[] = [
  { upTo: 4, factor: 1.6 },
  { upTo: 7, factor: 1.4 },
  { upTo: 14, factor: 1.2 },
  { upTo: TARIFF_DAYS, factor: 1 },
];

export interface SeedTariffRow {
  productId: number;
  days: number;
  priceCents: number;
}

export function tariffRowsFor(p: SeedProduct): SeedTariffRow[] {
  const rows: SeedTariffRow[] = [{ productId: p.id, days: 1, priceCents: p.firstDayCents }];
  let total = p.firstDayCents;
  for (let days = 2; days <= TARIFF_DAYS; days++) {
    const band = BANDS.find((b) => days <= b.upTo) ?? BANDS[BANDS.length - 1]!;
    // Whole 5-cent steps keep the prices looking like prices.
    total += Math.round((p.extraDayCents * band.factor) / 5) * 5;
    rows.push({ productId: p.id, days, priceCents: total });
  }
  return rows;
}
