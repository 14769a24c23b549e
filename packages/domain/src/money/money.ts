/**
 * Money helpers. Amounts are integer euro cents everywhere in the domain (design.md section 3);
 * euros with two decimals exist only at the edge (wire and screen).
 */
export const VAT_RATE_PCT = 21;

// Products of cents and rates such as 1.005 * 100 land a hair below .5 in binary floating
// point; without a tolerance they would round towards zero and a cent would go missing.
const HALF_TOLERANCE = 1e-9;

/** Rounds to the nearest integer, ties away from zero (2.5 -> 3, -2.5 -> -3). */
export function roundHalfAwayFromZero(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`cannot round ${x}`);
  const abs = Math.abs(x);
  const floor = Math.floor(abs);
  const rounded = abs - floor >= 0.5 - HALF_TOLERANCE ? floor + 1 : floor;
  return x < 0 ? (rounded === 0 ? 0 : -rounded) : rounded;
}

/** Throws unless `value` is an integer amount of cents (optionally non-negative). */
export function assertCents(name: string, value: number, nonNegative = true): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be integer cents, got ${value}`);
  if (nonNegative && value < 0) throw new RangeError(`${name} must not be negative, got ${value}`);
}

/** `cents * pct / 100` rounded once; integer numerator keeps exact ties exact. */
export function percentOfCents(cents: number, pct: number): number {
  return roundHalfAwayFromZero((cents * pct) / 100);
}

/**
 * Splits a VAT-inclusive total into base and VAT. The base is rounded once and VAT is the
 * remainder, so the parts always add up to the total.
 */
export function vatSplit(totalCents: number, ratePct = VAT_RATE_PCT): { baseCents: number; vatCents: number } {
  assertCents('totalCents', totalCents, false);
  const baseCents = roundHalfAwayFromZero((totalCents * 100) / (100 + ratePct));
  return { baseCents, vatCents: totalCents - baseCents };
}

/** Base plus VAT (spec 9: factor 1.21 on car-service base totals), rounded once. */
export function addVat(baseCents: number, ratePct = VAT_RATE_PCT): number {
  assertCents('baseCents', baseCents, false);
  return roundHalfAwayFromZero((baseCents * (100 + ratePct)) / 100);
}

/** Cents to euros for the wire: 1234 -> 12.34. */
export function centsToEuros(cents: number): number {
  assertCents('cents', cents, false);
  return roundHalfAwayFromZero(cents) / 100;
}

/** Euros (at most two meaningful decimals) to cents: 12.345 -> 1235. */
export function eurosToCents(euros: number): number {
  return roundHalfAwayFromZero(euros * 100);
}
