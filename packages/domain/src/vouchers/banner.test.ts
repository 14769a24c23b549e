import { describe, expect, it } from 'vitest';
import { VOUCHER_BANNER_CLOSE_MS, VOUCHER_BANNER_MAX_WIDTH_PX, voucherBannerHiddenOn } from './banner';

describe('voucher banner (spec 2, 4, 9)', () => {
  it('spec 9: "voucher banner delay 250 ms"; spec 2 "shows only under 500 px"', () => {
    expect(VOUCHER_BANNER_CLOSE_MS).toBe(250);
    expect(VOUCHER_BANNER_MAX_WIDTH_PX).toBeLessThan(500);
  });
  it.each([
    ['/where-when', true],
    ['/where-when/', true],
    ['/confirmation', true],
    ['/products', false],
    ['/services', false],
    ['/traveler-data', false],
  ])('spec 2 "hidden on where-when and confirmation": %s -> %s', (path, hidden) => {
    expect(voucherBannerHiddenOn(path)).toBe(hidden);
  });
});
