import { describe, expect, it } from 'vitest';
import { FERRY_REMOVAL_CENTS } from '../car-services/ferry-removal';
import { computePriceBlock, toOfferAmounts } from './price-block';

describe('ferry removal in the price block (decision 0025)', () => {
  it('spec 2 price block "ferry removal": its own line, in the total, earning no car-service discount and no transfer', () => {
    const base = {
      parkingCents: 6_000, extras: [], carServices: [], ferryRemovalCents: 0, customTyresCents: 0, customServiceCents: 0,
      promo: null, voucher: null, pointsAvailableCents: 0, usePoints: false, city: 'Valencia',
    };
    const without = computePriceBlock(base);
    const withFerry = computePriceBlock({ ...base, ferryRemovalCents: FERRY_REMOVAL_CENTS });
    expect(withFerry.totalCents - without.totalCents).toBe(FERRY_REMOVAL_CENTS);
    expect(withFerry).toMatchObject({ carServiceDiscountCents: 0, transferCents: 0, carServicesCents: 0 });
    expect(toOfferAmounts(withFerry)).toMatchObject({ pvp_mechanical_order_ferry: 35, pvp_mechanical_orders: 0, pvp_mechanical_order_transfer: 0 });
  });
});
