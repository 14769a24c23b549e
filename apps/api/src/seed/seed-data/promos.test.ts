import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app';
import { testConfig } from '../../config/config';
import { backends, createTestDatabase } from '../../test/build';
import { prepareDatabase } from '../prepare';
import { promoRowsAt } from './promos';

/**
 * Issue 7.12: seed promo validity is relative to the seeding clock. WELCOME10 used to end on
 * 2030-12-31: a demo or a test run after that day lost it.
 */
describe('seed promo validity', () => {
  it('follows the clock it is seeded with', () => {
    for (const now of [new Date('2026-06-01T08:00:00Z'), new Date('2031-03-01T12:00:00Z'), new Date('2045-01-01T00:00:00Z')]) {
      const rows = Object.fromEntries(promoRowsAt(now).map((p) => [p.code, p]));
      for (const code of ['WELCOME10', 'PRAT5', 'FIRST100']) {
        expect(rows[code]!.validFrom.getTime(), code).toBeLessThan(now.getTime());
        expect(rows[code]!.validTo.getTime() - now.getTime(), code).toBeGreaterThan(4 * 365 * 86_400_000);
      }
      // the demo's expired code stays expired
      expect(rows.SUMMER2025!.validTo.getTime()).toBeLessThan(now.getTime());
    }
  });
});

describe.each(backends)('a demo seeded after 2030 on %s', (backend) => {
  it('still applies WELCOME10 and still refuses SUMMER2025 as expired', { timeout: 60_000 }, async () => {
    const now = new Date('2031-03-02T09:00:00Z');
    const test = await createTestDatabase(backend, { seed: false });
    try {
      await prepareDatabase(test.database, now);
      const app = await buildApp({ config: testConfig(), db: test.database, now: () => now });
      try {
        const price = (promoCode: string) =>
          app.inject({
            method: 'POST',
            url: '/api/offers/calculate',
            headers: { 'accept-language': 'en' },
            payload: { startDate: '2031-03-10 10:00:00', endDate: '2031-03-12 10:00:00', productId: PRODUCT_IDS.expressPrat, promoCode },
          });
        const welcome = await price('WELCOME10');
        expect(welcome.statusCode).toBe(200);
        expect(welcome.json().offer.promos).toEqual([{ code: 'WELCOME10', name: 'Welcome: 10% off', error: null }]);
        const summer = (await price('SUMMER2025')).json().offer.promos[0];
        expect(summer.error).toBe('This promo code has expired.');
      } finally {
        await app.close();
      }
    } finally {
      await test.drop();
    }
  });
});
