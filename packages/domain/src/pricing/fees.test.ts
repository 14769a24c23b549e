import { describe, expect, it } from 'vitest';
import { EMISSION_FEES_CENTS, TRANSFER_COST_CENTS, emissionFeeCents, transferCostCents } from './fees';

const EMISSION = 'spec 9 "Emission fees: 40.60 petrol, 45.59 diesel, 54.98 industrial diesel van"';
const TRANSFER = 'spec 9 "Transfer cost added when car service is under 200 euros"';

describe('emissionFeeCents', () => {
  it.each([
    [`${EMISSION}: petrol`, 'petrol', 4_060],
    [`${EMISSION}: diesel`, 'diesel', 4_559],
    [`${EMISSION}: industrial diesel van`, 'industrial_diesel_van', 5_498],
    [`${EMISSION}: no emission test, no fee`, null, 0],
  ] as const)('%s', (_t, kind, cents) => {
    expect(emissionFeeCents(kind)).toBe(cents);
    if (kind !== null) expect(EMISSION_FEES_CENTS[kind]).toBe(cents);
  });
});

describe('transferCostCents', () => {
  it.each([
    [`${TRANSFER}: no car services, no transfer`, 0, 0],
    [`${TRANSFER}: 0.01 of car services pays the transfer`, 1, TRANSFER_COST_CENTS],
    [`${TRANSFER}: 199.99 pays the transfer`, 19_999, TRANSFER_COST_CENTS],
    [`${TRANSFER}: exactly 200 is not under 200`, 20_000, 0],
    [`${TRANSFER}: 500 euros, no transfer`, 50_000, 0],
  ])('%s', (_t, total, expected) => {
    expect(transferCostCents(total)).toBe(expected);
  });

  it(`${TRANSFER}: the chosen amount is 15 euros`, () => {
    expect(TRANSFER_COST_CENTS).toBe(1_500);
  });
});
