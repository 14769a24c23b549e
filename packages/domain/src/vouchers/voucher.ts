import { eurosToCents, percentOfCents } from '../money/money';

/**
 * Spec 3, Voucher. Field names as the spec writes them. `dto` is a percent; `dto_euro` is in
 * euros as on the wire and becomes cents only inside `voucherDiscountCents`. Dates are
 * instants (the api parses the wire's Madrid wall time); null means "no limit".
 */
export interface Voucher {
  id: number;
  code: string;
  name: string;
  dto: number | null;
  dto_euro: number | null;
  /** the voucher cannot be used after this instant */
  end_date: Date | null;
  /** the stay must lie inside [booking_begin_date, booking_end_date] */
  booking_begin_date: Date | null;
  booking_end_date: Date | null;
  min_stay_hours: number | null;
  only_app: boolean;
  only_web: boolean;
  /** 0 or null = any lot */
  id_lot: number | null;
  /** 0 or null = any product */
  id_product: number | null;
  /** comma list of service ids, e.g. "3" or "20,21" */
  scope: string | null;
}

export type VoucherType = 'wash' | 'itv' | 'maintenance' | 'refueling' | 'carservice' | 'generic';

/** Service ids of a scope; null when the scope is empty or holds anything but ids. */
export function parseScope(scope: string | null): number[] | null {
  if (scope === null) return null;
  const parts = scope.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (parts.length === 0 || parts.some((s) => !/^\d+$/.test(s))) return null;
  return parts.map(Number);
}

/**
 * Spec 5: "all 3 wash; all 21 itv; all 22 maintenance; all in 23-29 refueling; all in
 * {5, 20-29} carservice; else generic". Checked in that order, narrowest first: 21, 22 and
 * 23-29 are all inside {5, 20-29}, so testing carservice earlier would make itv, maintenance
 * and refueling unreachable. An empty scope is generic: "all" of nothing would otherwise
 * match the first test and call a voucher without scope a wash voucher.
 */
export function voucherType(scope: string | null): VoucherType {
  const ids = parseScope(scope);
  if (ids === null) return 'generic';
  const all = (ok: (id: number) => boolean): boolean => ids.every(ok);
  if (all((id) => id === 3)) return 'wash';
  if (all((id) => id === 21)) return 'itv';
  if (all((id) => id === 22)) return 'maintenance';
  if (all((id) => id >= 23 && id <= 29)) return 'refueling';
  if (all((id) => id === 5 || (id >= 20 && id <= 29))) return 'carservice';
  return 'generic';
}

export interface VoucherContext {
  startDate: Date;
  endDate: Date;
  idLot: number;
  idProduct: number;
  appMode: boolean;
  clientAppMode: boolean;
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/** 0 and null on the voucher mean "any" (spec 5: "unless the voucher's value is 0"). */
function matchesId(voucherId: number | null, wanted: number): boolean {
  return voucherId === null || voucherId === 0 || voucherId === wanted;
}

/** Spec 5, Voucher availability. Boundaries are inclusive. */
export function isVoucherAvailable(v: Voucher, ctx: VoucherContext): boolean {
  const start = ctx.startDate.getTime();
  const end = ctx.endDate.getTime();
  if (v.end_date !== null && ctx.now.getTime() > v.end_date.getTime()) return false;
  if (v.booking_begin_date !== null && start < v.booking_begin_date.getTime()) return false;
  if (v.booking_end_date !== null && end > v.booking_end_date.getTime()) return false;
  if (v.min_stay_hours !== null && v.min_stay_hours > 0 && end - start < v.min_stay_hours * HOUR_MS) return false;
  // "only_app hidden on web; only_web hidden in app or client-app mode"
  const inApp = ctx.appMode || ctx.clientAppMode;
  if (v.only_app && !inApp) return false;
  if (v.only_web && inApp) return false;
  return matchesId(v.id_lot, ctx.idLot) && matchesId(v.id_product, ctx.idProduct);
}

/**
 * Discount of a voucher on the amount it applies to. A positive percent `dto` wins over
 * `dto_euro` when both are set (the stored data should not hold both). Never above the
 * applicable amount, never negative.
 */
export function voucherDiscountCents(
  v: Pick<Voucher, 'dto' | 'dto_euro'>,
  applicableCents: number,
): number {
  const applicable = Math.max(0, Math.floor(applicableCents));
  let raw = 0;
  if (v.dto !== null && v.dto > 0) raw = percentOfCents(applicable, Math.min(100, v.dto));
  else if (v.dto_euro !== null && v.dto_euro > 0) raw = eurosToCents(v.dto_euro);
  return Math.min(applicable, Math.max(0, raw));
}
