/**
 * Issue 19 points (docs/decisions/0031-points.md). 1 point = 1 EUR, so points are integer cents
 * like all money. The account's points are records (spec 3 User points); the balance is
 * computed from them at `now`, never stored.
 */

/** The share of the parking price actually paid that a booking earns, in percent. */
export const POINTS_EARN_PERCENT = 5;

export interface PointsEarnInput {
  /** the product (parking) line */
  productCents: number;
  /** the car-service parking discount (decision 0002, first) */
  carServiceDiscountCents: number;
  /** the promo code's discount (on the parking after that discount) */
  promoCents: number;
  /** the voucher's discount: a booking with a voucher earns nothing */
  voucherCents: number;
  /** the points the booking spent: a booking paid with points earns nothing */
  pointsCents: number;
}

function whole(n: number): number {
  return Number.isFinite(n) ? Math.floor(n) : 0;
}

/**
 * The points a booking earns: 5% of the parking price actually paid after all discounts (the
 * product line minus the car-service discount minus the promo), rounded down to the cent; none
 * when the booking used points or a voucher. Never negative. Extras, car services and fees earn
 * nothing (they are not the parking price).
 */
export function pointsEarnedCents(input: PointsEarnInput): number {
  if (whole(input.pointsCents) > 0 || whole(input.voucherCents) > 0) return 0;
  const paidParking = whole(input.productCents) - whole(input.carServiceDiscountCents) - whole(input.promoCents);
  if (paidParking <= 0) return 0;
  return Math.floor((paidParking * POINTS_EARN_PERCENT) / 100);
}

/**
 * The same rule read from a priced offer's lines in cents (`pvp_product_raw`,
 * `pvp_carservice_discount`, `pvp_promotion`, `pvp_voucher`) and the points it spends: what a
 * new booking and a change both store.
 */
export function pointsEarnedFromLines(lines: Readonly<Record<string, number>>, pointsSpentCents: number): number {
  return pointsEarnedCents({
    productCents: lines.pvp_product_raw ?? 0,
    carServiceDiscountCents: lines.pvp_carservice_discount ?? 0,
    promoCents: lines.pvp_promotion ?? 0,
    voucherCents: lines.pvp_voucher ?? 0,
    pointsCents: pointsSpentCents,
  });
}

/** Earned points become available when the stay ends (until then they are pending). */
export function pointsAvailableAt(stayEnd: Date): Date {
  return new Date(stayEnd.getTime());
}

export type PointsRecordKind = 'earned' | 'spent' | 'returned' | 'expired' | 'opening';

export interface PointsLedgerRecord {
  kind: PointsRecordKind;
  /** signed: positive for earned, returned, opening; negative for spent, expired */
  cents: number;
  availableAt: Date;
  /** a cancelled booking's earned record; it never counts */
  voidedAt: Date | null;
}

export interface PointsBalance {
  /** what the client can spend at `now`; never below zero */
  availableCents: number;
  /** earned records whose stay has not ended at `now` */
  pendingCents: number;
}

/**
 * The balance at `now`: the sum of the records not voided that are available at `now`
 * (available_at <= now), floored at zero; pending is the sum of the earned records not yet
 * available. Spending records are available at once, so a spend always counts.
 */
export function pointsBalance(records: readonly PointsLedgerRecord[], now: Date): PointsBalance {
  const t = now.getTime();
  let available = 0;
  let pending = 0;
  for (const r of records) {
    if (r.voidedAt !== null) continue;
    const cents = whole(r.cents);
    if (r.availableAt.getTime() <= t) available += cents;
    else if (r.kind === 'earned' && cents > 0) pending += cents;
  }
  return { availableCents: Math.max(0, available), pendingCents: pending };
}

export interface BookingPointsRecord {
  id: number;
  kind: PointsRecordKind;
  cents: number;
  availableAt: Date;
  voidedAt: Date | null;
}

/**
 * What cancelling a booking does to its points at `now`: the points it spent and has not had
 * back yet come back (one 'returned' record of that amount; 0 when already returned, so a
 * second cancel gives nothing), and its earned records still pending (not voided, stay not
 * ended) are voided. Earned points already available stay (a stay that ended is not cancelled).
 */
export function pointsOnCancel(records: readonly BookingPointsRecord[], now: Date): { returnedCents: number; voidIds: number[] } {
  let spent = 0;
  let returned = 0;
  const voidIds: number[] = [];
  for (const r of records) {
    if (r.kind === 'spent') spent += -whole(r.cents);
    else if (r.kind === 'returned') returned += whole(r.cents);
    else if (r.kind === 'earned' && r.voidedAt === null && r.availableAt.getTime() > now.getTime()) voidIds.push(r.id);
  }
  return { returnedCents: Math.max(0, spent - returned), voidIds };
}

/**
 * What changing a booking does to its points (decision 0031): the change is priced with the
 * points the booking still has spent as its balance (it spends no new points), so it applies
 * `nextSpentCents` <= those; the rest comes back ('returned'). The earned record follows the
 * new price and stay: updated, voided (nothing earned now) or created.
 */
export function pointsOnChange(
  records: readonly BookingPointsRecord[],
  next: { spentCents: number; earnedCents: number },
): { returnedCents: number; earned: { action: 'none' } | { action: 'insert' } | { action: 'update'; id: number } | { action: 'void'; id: number } } {
  let spent = 0;
  let returned = 0;
  let earnedRecord: BookingPointsRecord | null = null;
  for (const r of records) {
    if (r.kind === 'spent') spent += -whole(r.cents);
    else if (r.kind === 'returned') returned += whole(r.cents);
    else if (r.kind === 'earned') earnedRecord = r;
  }
  const outstanding = Math.max(0, spent - returned);
  const returnedCents = Math.max(0, outstanding - Math.max(0, whole(next.spentCents)));
  const earnedCents = Math.max(0, whole(next.earnedCents));
  let earned: { action: 'none' } | { action: 'insert' } | { action: 'update'; id: number } | { action: 'void'; id: number } = { action: 'none' };
  if (earnedRecord === null) earned = earnedCents > 0 ? { action: 'insert' } : { action: 'none' };
  else if (earnedCents > 0) earned = { action: 'update', id: earnedRecord.id };
  else if (earnedRecord.voidedAt === null) earned = { action: 'void', id: earnedRecord.id };
  return { returnedCents, earned };
}
