import { assertCents, percentOfCents } from '../money/money';

/**
 * Spec 9: "Car-service parking discount: 25% from 99 euros, 50% from 199, 75% from 299, free
 * parking up to 40 euros from 499." Thresholds are inclusive ("from") and apply to the car
 * services' price with VAT, before emission fees and transfer (see
 * docs/decisions/0002-discount-order.md). Tiers are tested from the highest down, which fixes
 * the defect of the original info dialog whose ascending checks made higher tiers unreachable.
 */
export const CARSERVICE_DISCOUNT_TIERS = [
  { fromCents: 49_900, tier: 'free' },
  { fromCents: 29_900, tier: 75 },
  { fromCents: 19_900, tier: 50 },
  { fromCents: 9_900, tier: 25 },
] as const;

/** Cap of the "free parking" tier: free parking up to 40 euros. */
export const FREE_PARKING_CAP_CENTS = 4_000;

export type CarServiceDiscountTier = 0 | 25 | 50 | 75 | 'free';

export function carServiceDiscountTier(totalCents: number): CarServiceDiscountTier {
  assertCents('totalCents', totalCents, false);
  for (const { fromCents, tier } of CARSERVICE_DISCOUNT_TIERS) {
    if (totalCents >= fromCents) return tier;
  }
  return 0;
}

/**
 * Parking discount earned by the car services. The "free" tier reads as
 * max(75% of parking, min(parking, 40 euros)): read literally (only min(parking, 40 euros))
 * a 200-euro parking would get 150 euros off at 299 but only 40 at 499, so spending more
 * would cost more. Never above the parking price.
 */
export function carServiceParkingDiscountCents(carServicesTotalCents: number, parkingCents: number): number {
  assertCents('parkingCents', parkingCents);
  const tier = carServiceDiscountTier(carServicesTotalCents);
  if (tier === 0) return 0;
  const discount =
    tier === 'free'
      ? Math.max(percentOfCents(parkingCents, 75), Math.min(parkingCents, FREE_PARKING_CAP_CENTS))
      : percentOfCents(parkingCents, tier);
  return Math.min(parkingCents, Math.max(0, discount));
}
