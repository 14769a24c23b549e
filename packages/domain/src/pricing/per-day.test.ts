import { describe, expect, it } from 'vitest';
import { countStayDays, tariffPriceCents } from './tariff';
import { pricePerDayCents } from './per-day';
import { wireInstant } from '../time/wire-instant';

const RULE = 'issue 9.4 "price per day next to the total": total / charged days, rounded once to the cent';
const DAYS = 'pricing-days "each started 24 hours of Europe/Madrid wall-clock time is a day, with a minimum of one day"';

describe('pricePerDayCents', () => {
  it.each([
    [`${RULE}: one day is the total`, 1495, 1, 1495],
    [`${RULE}: divides evenly`, 2395, 5, 479],
    [`${RULE}: a third of a cent rounds down`, 1000, 3, 333],
    [`${RULE}: two thirds round up`, 2000, 3, 667],
    [`${RULE}: a half cent rounds away from zero`, 5, 2, 3],
    [`${RULE}: a free stay is free every day`, 0, 7, 0],
  ])('%s', (_label, total, days, perDay) => {
    expect(pricePerDayCents(total, days)).toBe(perDay);
  });

  it.each([
    ['fractional cents', 10.5, 2],
    ['negative total', -100, 2],
    ['zero days', 1000, 0],
    ['fractional days', 1000, 1.5],
  ])('refuses %s', (_label, total, days) => {
    expect(() => pricePerDayCents(total, days)).toThrow(RangeError);
  });

  it(`${DAYS}: divides by the charged days, not the calendar days held (Mon 10:00 to Wed 09:00 is 2)`, () => {
    const days = countStayDays(wireInstant('2027-06-07 10:00:00')!.wall, wireInstant('2027-06-09 09:00:00')!.wall);
    expect(days).toBe(2);
    const tariff = { rows: [{ days: 1, priceCents: 1495 }, { days: 2, priceCents: 1795 }], extraDayCents: 300 };
    expect(pricePerDayCents(tariffPriceCents(tariff, days), days)).toBe(898);
  });
});
