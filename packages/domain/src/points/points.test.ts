import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePriceBlock, type PriceBlockInput } from '../pricing/price-block';
import { type BookingPointsRecord, type PointsEarnInput, type PointsLedgerRecord, pointsBalance, pointsEarnedCents, pointsEarnedFromLines, pointsOnCancel, pointsOnChange } from './points';

// Quoted: spec 1, 3, 4 and the issue; the rule itself is docs/decisions/0031-points.md.
const S1 = 'spec 1 "points counted in euros"';
const S3 = 'spec 3 "points (records with a points value)"';
const S4 = 'spec 4 "Points: become applied once the offer\'s points price is above 0; removable"';
const RULE = 'decision 0031 "5% of the parking price actually paid after all discounts, rounded down to the cent, none when the booking used points or a voucher"';
const ISSUE = 'issue 19 "never below zero and never more than the balance"';

const none: PointsEarnInput = { productCents: 6_000, carServiceDiscountCents: 0, promoCents: 0, voucherCents: 0, pointsCents: 0 };
const earn = (o: Partial<PointsEarnInput>) => pointsEarnedCents({ ...none, ...o });

describe('pointsEarnedCents', () => {
  it.each<[string, Partial<PointsEarnInput>, number]>([
    [`${RULE}: 60.00 parking earns 3.00`, {}, 300],
    [`${RULE}: rounded down to the cent (45.99 -> 2.29, not 2.30)`, { productCents: 4_599 }, 229],
    [`${RULE}: after the car-service discount (60.00 - 15.00 = 45.00 -> 2.25)`, { carServiceDiscountCents: 1_500 }, 225],
    [`${RULE}: after the promo (60.00 - 6.00 = 54.00 -> 2.70)`, { promoCents: 600 }, 270],
    [`${RULE}: after both discounts`, { carServiceDiscountCents: 1_500, promoCents: 4_500 }, 0],
    [`${RULE}: none when the booking used points`, { pointsCents: 1 }, 0],
    [`${RULE}: none when the booking used a voucher`, { voucherCents: 500 }, 0],
    [`${RULE}: a free parking earns nothing, never negative`, { productCents: 0, promoCents: 100 }, 0],
    [`${S1}: 1 point = 1 EUR, so cents: 0.19 parking earns nothing (0.0095 rounds down)`, { productCents: 19 }, 0],
  ])('%s', (_label, input, expected) => {
    expect(earn(input)).toBe(expected);
  });
});

const at = (iso: string) => new Date(iso);
const NOW = at('2026-06-01T08:00:00Z');
const rec = (kind: PointsLedgerRecord['kind'], cents: number, availableAt = NOW, voidedAt: Date | null = null): PointsLedgerRecord => ({ kind, cents, availableAt, voidedAt });

describe('pointsBalance', () => {
  it.each<[string, PointsLedgerRecord[], { availableCents: number; pendingCents: number }]>([
    [`${S3}: no records, nothing`, [], { availableCents: 0, pendingCents: 0 }],
    [`${S3}: the demo client's opening 12.5`, [rec('opening', 1_250)], { availableCents: 1_250, pendingCents: 0 }],
    [`${S3}: spent counts at once`, [rec('opening', 1_250), rec('spent', -1_250)], { availableCents: 0, pendingCents: 0 }],
    [`${RULE}: earned before the stay ends is pending`, [rec('earned', 300, at('2026-06-03T08:00:00Z'))], { availableCents: 0, pendingCents: 300 }],
    [`${RULE}: earned when the stay has ended (available_at <= now) is available`, [rec('earned', 300, NOW)], { availableCents: 300, pendingCents: 0 }],
    [`${RULE}: a voided earned record never counts`, [rec('earned', 300, NOW, NOW), rec('earned', 200, at('2026-07-01T00:00:00Z'), NOW)], { availableCents: 0, pendingCents: 0 }],
    [`${S3}: returned points count again`, [rec('opening', 1_250), rec('spent', -1_250), rec('returned', 1_250)], { availableCents: 1_250, pendingCents: 0 }],
    [`${ISSUE}: an overdrawn ledger answers 0, never negative`, [rec('opening', 100), rec('spent', -500)], { availableCents: 0, pendingCents: 0 }],
  ])('%s', (_label, records, expected) => {
    expect(pointsBalance(records, NOW)).toEqual(expected);
  });
});

const brec = (id: number, kind: BookingPointsRecord['kind'], cents: number, availableAt = NOW, voidedAt: Date | null = null): BookingPointsRecord => ({ id, kind, cents, availableAt, voidedAt });

describe('pointsOnCancel', () => {
  const later = at('2026-06-10T08:00:00Z');
  it.each<[string, BookingPointsRecord[], { returnedCents: number; voidIds: number[] }]>([
    ['issue 19 "a cancelled booking gives them back": the spent points come back', [brec(1, 'spent', -1_250)], { returnedCents: 1_250, voidIds: [] }],
    ['issue 19: given back once (a second cancel finds them returned)', [brec(1, 'spent', -1_250), brec(2, 'returned', 1_250)], { returnedCents: 0, voidIds: [] }],
    [`${RULE}: the pending earned record is voided`, [brec(3, 'earned', 300, later)], { returnedCents: 0, voidIds: [3] }],
    [`${RULE}: an earned record already voided is left`, [brec(3, 'earned', 300, later, NOW)], { returnedCents: 0, voidIds: [] }],
    [`${RULE}: earned points already available (the stay ended) stay`, [brec(3, 'earned', 300, NOW)], { returnedCents: 0, voidIds: [] }],
    ['no points: nothing', [], { returnedCents: 0, voidIds: [] }],
  ])('%s', (_label, records, expected) => {
    expect(pointsOnCancel(records, NOW)).toEqual(expected);
  });
});

describe('pointsOnChange', () => {
  const later = at('2026-06-10T08:00:00Z');
  it.each<[string, BookingPointsRecord[], { spentCents: number; earnedCents: number }, ReturnType<typeof pointsOnChange>]>([
    [`${RULE} (a change spends no new points): a cheaper stay gives the difference back`, [brec(1, 'spent', -3_000)], { spentCents: 1_000, earnedCents: 0 }, { returnedCents: 2_000, earned: { action: 'none' } }],
    [`${RULE}: the same points still needed: nothing back`, [brec(1, 'spent', -3_000)], { spentCents: 3_000, earnedCents: 0 }, { returnedCents: 0, earned: { action: 'none' } }],
    [`${RULE}: what came back before is not given twice`, [brec(1, 'spent', -3_000), brec(2, 'returned', 2_000)], { spentCents: 500, earnedCents: 0 }, { returnedCents: 500, earned: { action: 'none' } }],
    [`${RULE}: the earned record follows the new price`, [brec(3, 'earned', 300, later)], { spentCents: 0, earnedCents: 450 }, { returnedCents: 0, earned: { action: 'update', id: 3 } }],
    [`${RULE}: a booking that earned nothing before earns now`, [], { spentCents: 0, earnedCents: 450 }, { returnedCents: 0, earned: { action: 'insert' } }],
    [`${RULE}: nothing earned now: the record is voided`, [brec(3, 'earned', 300, later)], { spentCents: 0, earnedCents: 0 }, { returnedCents: 0, earned: { action: 'void', id: 3 } }],
  ])('%s', (_label, records, next, expected) => {
    expect(pointsOnChange(records, next)).toEqual(expected);
  });
});

describe(`${S4}; ${ISSUE}: the points step of the price block`, () => {
  const base: PriceBlockInput = {
    parkingCents: 6_000,
    extras: [],
    carServices: [],
    ferryRemovalCents: 0,
    customTyresCents: 0,
    customServiceCents: 0,
    promo: null,
    voucher: null,
    pointsAvailableCents: 0,
    usePoints: false,
    city: 'Madrid',
  };
  it.each<[string, Partial<PriceBlockInput>, number, number]>([
    ['balance below the total: all of it', { usePoints: true, pointsAvailableCents: 1_250 }, 1_250, 4_750],
    ['balance above the total: the total, never more', { usePoints: true, pointsAvailableCents: 100_000 }, 6_000, 0],
    ['removed (use_points false): nothing, the price as before', { usePoints: false, pointsAvailableCents: 1_250 }, 0, 6_000],
    ['after the promo (decision 0002): on what is left', { usePoints: true, pointsAvailableCents: 100_000, promo: { discountKind: 'percent', value: 50 } }, 3_000, 0],
    ['a negative balance pays nothing', { usePoints: true, pointsAvailableCents: -500 }, 0, 6_000],
  ])('%s', (_label, input, points, total) => {
    const b = computePriceBlock({ ...base, ...input });
    expect(b.pointsCents).toBe(points);
    expect(b.totalCents).toBe(total);
  });

  it('property: whatever the balance, promo, voucher and extras, points are never negative nor above the balance, and the total is never negative nor above the price without discounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: -10_000, max: 1_000_000 }),
        fc.boolean(),
        fc.option(fc.record({ discountKind: fc.constantFrom('percent' as const, 'fixed' as const), value: fc.integer({ min: 0, max: 200 }) }), { nil: null }),
        fc.option(fc.record({ dto: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), dto_euro: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }) }), { nil: null }),
        fc.integer({ min: 0, max: 5_000 }),
        (parkingCents, balance, usePoints, promo, voucher, washCents) => {
          const input: PriceBlockInput = { ...base, parkingCents, pointsAvailableCents: balance, usePoints, promo, voucher, extras: washCents > 0 ? [{ id: 1, kind: 'wash', priceCents: washCents }] : [] };
          const b = computePriceBlock(input);
          const undiscounted = computePriceBlock({ ...input, promo: null, voucher: null, usePoints: false });
          expect(b.pointsCents).toBeGreaterThanOrEqual(0);
          expect(b.pointsCents).toBeLessThanOrEqual(Math.max(0, balance));
          if (!usePoints) expect(b.pointsCents).toBe(0);
          expect(b.totalCents).toBeGreaterThanOrEqual(0);
          expect(b.totalCents).toBeLessThanOrEqual(undiscounted.totalCents);
          // the booking's earned points follow from the same block, never negative
          const earned = pointsEarnedCents({ productCents: b.productCents, carServiceDiscountCents: b.carServiceDiscountCents, promoCents: b.promoCents, voucherCents: b.voucherCents, pointsCents: b.pointsCents });
          expect(earned).toBeGreaterThanOrEqual(0);
          expect(earned).toBeLessThanOrEqual(Math.floor(b.productCents * 0.05));
        },
      ),
    );
  });
});

describe('pointsEarnedFromLines: the earning rule read from a priced offer (decision 0031)', () => {
  it.each([
    // lines in cents, points spent, earned
    [{ pvp_product_raw: 4000 }, 0, 200],
    [{ pvp_product_raw: 4000, pvp_promotion: 1000 }, 0, 150],
    [{ pvp_product_raw: 4000, pvp_carservice_discount: 1000, pvp_promotion: 1000 }, 0, 100],
    [{ pvp_product_raw: 4000, pvp_voucher: 400 }, 0, 0],
    [{ pvp_product_raw: 4000 }, 1250, 0],
    [{}, 0, 0],
  ])('%j spending %i earns %i', (lines, spent, earned) => {
    expect(pointsEarnedFromLines(lines, spent)).toBe(earned);
  });
});
