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

/** Spec 5, Voucher availability. Boundaries are inclusive (voucherRefusal gives the reason). */
export function isVoucherAvailable(v: Voucher, ctx: VoucherContext): boolean {
  return voucherRefusal(v, ctx) === null;
}

/**
 * Discount of a voucher on the amount it applies to. A positive percent `dto` wins over
 * `dto_euro` when both are set (the stored data should not hold both). Never above the
 * applicable amount, never negative.
 */
/**
 * What a voucher is worth (decision 0002): its percent when above 0, else its euros when above
 * 0, else nothing. The discount and the list's value text both read it.
 */
export type VoucherValue = { kind: 'percent'; percent: number } | { kind: 'euro'; euros: number } | null;

export function voucherValue(v: Pick<Voucher, 'dto' | 'dto_euro'>): VoucherValue {
  if (v.dto !== null && v.dto > 0) return { kind: 'percent', percent: Math.min(100, v.dto) };
  if (v.dto_euro !== null && v.dto_euro > 0) return { kind: 'euro', euros: v.dto_euro };
  return null;
}

export function voucherDiscountCents(
  v: Pick<Voucher, 'dto' | 'dto_euro'>,
  applicableCents: number,
): number {
  const applicable = Math.max(0, Math.floor(applicableCents));
  const value = voucherValue(v);
  const raw = value === null ? 0 : value.kind === 'percent' ? percentOfCents(applicable, value.percent) : eurosToCents(value.euros);
  return Math.min(applicable, Math.max(0, raw));
}

/**
 * Why a voucher is not available for a stay (spec 5, checked in this order), or null when it
 * is. Each key is an `errors` catalogue key the offer answers in `voucher.error`.
 */
export type VoucherRefusal =
  | 'voucher_expired'
  | 'voucher_outside_window'
  | 'voucher_stay_too_short'
  | 'voucher_other_channel'
  | 'voucher_other_lot'
  | 'voucher_other_product';

/** The web channel (this product): neither app mode nor client-app mode (spec 3 Trip). */
export const WEB_CHANNEL = { appMode: false, clientAppMode: false } as const;

/** Spec 5, Voucher availability, with the first rule that refuses it. Boundaries are inclusive. */
export function voucherRefusal(v: Voucher, ctx: VoucherContext): VoucherRefusal | null {
  const start = ctx.startDate.getTime();
  const end = ctx.endDate.getTime();
  if (v.end_date !== null && ctx.now.getTime() > v.end_date.getTime()) return 'voucher_expired';
  if (v.booking_begin_date !== null && start < v.booking_begin_date.getTime()) return 'voucher_outside_window';
  if (v.booking_end_date !== null && end > v.booking_end_date.getTime()) return 'voucher_outside_window';
  if (v.min_stay_hours !== null && v.min_stay_hours > 0 && end - start < v.min_stay_hours * HOUR_MS) return 'voucher_stay_too_short';
  const inApp = ctx.appMode || ctx.clientAppMode;
  if (v.only_app && !inApp) return 'voucher_other_channel';
  if (v.only_web && inApp) return 'voucher_other_channel';
  if (!matchesId(v.id_lot, ctx.idLot)) return 'voucher_other_lot';
  if (!matchesId(v.id_product, ctx.idProduct)) return 'voucher_other_product';
  return null;
}

/**
 * The price lines a voucher discounts, from its type (decision 0032): a wash voucher the wash
 * line; an itv, maintenance, refueling or carservice voucher the car-service line (services
 * with VAT, emission fees and transfer); a generic voucher everything left after the promo.
 */
export type VoucherLines = 'wash' | 'car_services' | 'all';
export function voucherLines(type: VoucherType): VoucherLines {
  if (type === 'wash') return 'wash';
  if (type === 'generic') return 'all';
  return 'car_services';
}

/** Who may use a voucher at all (spec 1 "promotion vouchers (shown to logged-in clients only)", spec 6). */
export type VoucherPrincipal = 'anonymous' | 'client' | 'business' | 'agency';

/** A stored voucher with what the check needs besides spec 3's fields. */
export interface StoredVoucher extends Voucher {
  /** a voucher that one client may use once (issue 19) */
  single_use_per_client: boolean;
  /** retired by the admin: never offered, never applied */
  retired: boolean;
}

export type VoucherCheck =
  | { ok: true }
  | { ok: false; error: 'voucher_not_found' | 'voucher_clients_only' | 'voucher_already_used' | VoucherRefusal };

/**
 * Whether a voucher code chosen for a stay applies, in the order a traveller reads the answer:
 * unknown or retired code, caller who may not use vouchers (spec 6: guests, agencies, a
 * company user acting for the company), single use already spent by this client (issue 19),
 * then spec 5's rules. The booking runs the same check again with its own `now`.
 */
export function checkVoucher(
  v: StoredVoucher | null,
  ctx: VoucherContext & { principal: VoucherPrincipal; usedByClient: boolean },
): VoucherCheck {
  if (v === null || v.retired) return { ok: false, error: 'voucher_not_found' };
  if (ctx.principal !== 'client') return { ok: false, error: 'voucher_clients_only' };
  if (isSingleUseSpent(v, ctx.usedByClient)) return { ok: false, error: 'voucher_already_used' };
  const refusal = voucherRefusal(v, ctx);
  return refusal === null ? { ok: true } : { ok: false, error: refusal };
}

/** Single use per client: spent once the client has one use of it (the unique index is the guard). */
export function isSingleUseSpent(v: Pick<StoredVoucher, 'single_use_per_client'>, usedByClient: boolean): boolean {
  return v.single_use_per_client && usedByClient;
}

/** Voucher codes are compared upper-case and trimmed, like promo codes. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
