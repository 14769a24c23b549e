import { type WallTime, wallMs } from '../time/wall-clock';

/**
 * Parking price from a product's tariff (docs/pricing-days.md).
 *
 * Day-counting rule: each started 24 hours on the Europe/Madrid wall clock is a day, with a
 * minimum of one day. The traveller's clock decides, not elapsed real time: Saturday 10:00
 * to Sunday 10:00 is one day on both daylight saving weekends (23 or 25 real hours).
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

export function countStayDays(start: WallTime, end: WallTime): number {
  const elapsed = wallMs(end) - wallMs(start);
  if (!Number.isFinite(elapsed) || elapsed <= 0) return 1;
  return Math.max(1, Math.ceil(elapsed / DAY_MS));
}

export interface TariffRow {
  /** length of stay in days, 1..N */
  days: number;
  /** total parking price for that many days, integer cents */
  priceCents: number;
}

export interface Tariff {
  rows: TariffRow[];
  /** cents added per day past the last row */
  extraDayCents: number;
}

/** Whether a tariff's rows are already in day order (most stored tables are). */
function inDayOrder(rows: Tariff['rows']): boolean {
  for (let i = 1; i < rows.length; i++) if (rows[i - 1]!.days > rows[i]!.days) return false;
  return true;
}

/**
 * Total parking price in cents for a stay of `days` days. Past the table's last row each
 * further day adds `extraDayCents`. Throws on an empty tariff: a product without a tariff
 * cannot be priced and must not be sold.
 */
export function tariffPriceCents(tariff: Tariff, days: number): number {
  if (tariff.rows.length === 0) throw new Error('empty tariff');
  const wanted = Math.max(1, Math.floor(days));
  // Tables are usually stored in order: sorted (a stable sort) only when they are not, the
  // same rows either way without a copy and a sort per price (issue 20, decision 0053).
  const rows = inDayOrder(tariff.rows) ? tariff.rows : [...tariff.rows].sort((a, b) => a.days - b.days);
  const first = rows[0]!;
  // A stay shorter than the first row costs the first row: never less, never negative.
  if (wanted <= first.days) return first.priceCents;
  let shorter = first;
  for (const row of rows) {
    if (row.days === wanted) return row.priceCents;
    if (row.days > wanted) {
      // A gap in the table: the nearest shorter row plus extra days, capped by the next row
      // so that one more day never costs less.
      return Math.min(shorter.priceCents + (wanted - shorter.days) * tariff.extraDayCents, row.priceCents);
    }
    shorter = row;
  }
  return shorter.priceCents + (wanted - shorter.days) * tariff.extraDayCents;
}
