import { assertCents, roundHalfAwayFromZero } from '../money/money';

/**
 * Price per day of a stay (issue 9.4, "price per day next to the total"): the offer's total
 * divided by the days the tariff charges for the same stay (`countStayDays`, the days the
 * card shows beside the total, docs/pricing-days.md), rounded once to the cent, ties away
 * from zero. The calendar days a stay holds a place on (`stayDays`) are not used: a stay
 * from Monday 10:00 to Wednesday 09:00 is charged, and shown, as 2 days, not 3.
 *
 * A total that does not divide evenly gives a rounded figure: it is a figure to compare
 * products by, never added up again (the total is what is paid).
 */
export function pricePerDayCents(totalCents: number, days: number): number {
  assertCents('totalCents', totalCents);
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`days must be an integer of at least 1, got ${days}`);
  return roundHalfAwayFromZero(totalCents / days);
}
