import type { ReservationView } from '@parking/domain/contracts/reservation';
import type { ReservationVoucher } from '@parking/domain/contracts/voucher';

/** Issue 19 contract: what a reservation view carries about vouchers and points (euros). */
export interface ReservationMoney {
  voucher?: ReservationVoucher | null;
  points_used?: number;
  points_earned?: number;
}

type Row = [string, string];

/** Spec 2 confirmation: the voucher used, the points used and earned (rows of the summary). */
export function reservationMoneyRows(
  r: ReservationView & ReservationMoney,
  t: (key: string, vars?: Record<string, string>) => string,
  euros: (n: number) => string,
): Row[] {
  const rows: Row[] = [];
  const voucherAmount = r.voucher?.amount ?? r.price_lines?.pvp_voucher ?? 0;
  // A view without the voucher's name (older stored lines) still says what it took off.
  if (!r.voucher && voucherAmount > 0) rows.push([t('confirmation.voucher'), `\u2212${euros(voucherAmount)}`]);
  if (r.voucher) rows.push([t('confirmation.voucher'), t('confirmation.voucherValue', { name: r.voucher.name, code: r.voucher.code, amount: euros(r.voucher.amount) })]);
  if ((r.points_used ?? 0) > 0) rows.push([t('confirmation.pointsUsed'), euros(r.points_used ?? 0)]);
  if ((r.points_earned ?? 0) > 0) rows.push([t('confirmation.pointsEarned'), euros(r.points_earned ?? 0)]);
  return rows;
}
