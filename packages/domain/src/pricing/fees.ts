import { assertCents } from '../money/money';

/** Spec 9: "Emission fees: 40.60 petrol, 45.59 diesel, 54.98 industrial diesel van." */
export const EMISSION_FEES_CENTS = {
  petrol: 4060,
  diesel: 4559,
  industrial_diesel_van: 5498,
} as const;

export type EmissionKind = keyof typeof EMISSION_FEES_CENTS;

export function emissionFeeCents(kind: EmissionKind | null): number {
  return kind === null ? 0 : EMISSION_FEES_CENTS[kind];
}

/**
 * Spec 9 says a transfer cost is added under 200 euros of car services but gives no amount.
 * 15 euros: a round figure for a driver taking the car to the partner workshop and back,
 * small next to the smallest discounted spend (99 euros) so it never dominates the line.
 * Crossing 200 euros removes it, so the total can only drop there, never jump up.
 */
export const TRANSFER_COST_CENTS = 1500;
export const TRANSFER_FREE_FROM_CENTS = 20_000;

/** Transfer cost for a car-services total (with VAT, before fees): only when 0 < total < 200 euros. */
export function transferCostCents(carServicesTotalCents: number): number {
  assertCents('carServicesTotalCents', carServicesTotalCents, false);
  return carServicesTotalCents > 0 && carServicesTotalCents < TRANSFER_FREE_FROM_CENTS ? TRANSFER_COST_CENTS : 0;
}
