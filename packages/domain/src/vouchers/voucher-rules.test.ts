import { describe, expect, it } from 'vitest';
import {
  checkVoucher,
  isSingleUseSpent,
  normalizeVoucherCode,
  type StoredVoucher,
  type VoucherContext,
  voucherLines,
  voucherRefusal,
  voucherType,
  WEB_CHANNEL,
} from './voucher';

/*
 * Issue 19, vouchers: every availability rule of spec 5 with the reason the offer gives, the
 * type from the scope and the lines each type discounts, the single-use rule, and how a
 * voucher combines with a promo code and the car-service discount (docs/decisions/0032).
 */

const WINDOW = 'spec 5 "booking window fully inside the voucher begin/end dates"';
const STAY = 'spec 5 "stay hours at least min_stay_hours if set"';
const CHANNEL = 'spec 5 "only_app hidden on web; only_web hidden in app or client-app mode"';
const MATCH = 'spec 5 "lot and product must match unless the voucher\'s value is 0"';
const TYPE = 'spec 5 "Voucher type from scope: all 3 wash; all 21 itv; all 22 maintenance; all in 23-29 refueling; all in {5, 20-29} carservice; else generic"';
const ROLES = 'spec 6 "Guest: ... no vouchers fetched" / "Client (valid token, client role): saved vehicles, vouchers"';
const SINGLE = 'issue 19 "a voucher limited to one use per client cannot be used twice"';

const at = (s: string): Date => new Date(s);

const V: StoredVoucher = {
  id: 1,
  code: 'SUMMER',
  name: 'Summer',
  dto: 10,
  dto_euro: null,
  end_date: at('2027-06-30T23:59:59+02:00'),
  booking_begin_date: at('2027-01-01T00:00:00+01:00'),
  booking_end_date: at('2027-03-31T23:59:59+02:00'),
  min_stay_hours: 24,
  only_app: false,
  only_web: false,
  id_lot: 1,
  id_product: 4,
  scope: null,
  single_use_per_client: false,
  retired: false,
};

const CTX: VoucherContext = {
  startDate: at('2027-02-01T10:00:00+01:00'),
  endDate: at('2027-02-04T10:00:00+01:00'),
  idLot: 1,
  idProduct: 4,
  ...WEB_CHANNEL,
  now: at('2026-12-01T12:00:00+01:00'),
};

describe('voucherRefusal: every spec 5 rule, with the reason the offer answers', () => {
  it.each([
    [`${WINDOW}: inside`, V, CTX, null],
    [`${WINDOW}: the voucher's end_date is past (now)`, V, { ...CTX, now: at('2027-07-01T00:00:00+02:00') }, 'voucher_expired'],
    [`${WINDOW}: end_date exactly now still counts`, V, { ...CTX, now: V.end_date! }, null],
    [`${WINDOW}: drop-off one minute before the begin date`, V, { ...CTX, startDate: at('2026-12-31T23:59:00+01:00') }, 'voucher_outside_window'],
    [`${WINDOW}: pick-up one minute after the end date`, V, { ...CTX, startDate: at('2027-03-30T00:00:00+02:00'), endDate: at('2027-04-01T00:00:00+02:00') }, 'voucher_outside_window'],
    [`${WINDOW}: a stay across the whole window is not inside it`, V, { ...CTX, startDate: at('2026-12-20T10:00:00+01:00'), endDate: at('2027-04-10T10:00:00+02:00') }, 'voucher_outside_window'],
    [`${STAY}: 23 h 45 is short of 24`, V, { ...CTX, endDate: at('2027-02-02T09:45:00+01:00') }, 'voucher_stay_too_short'],
    [`${STAY}: 24 h exactly`, V, { ...CTX, endDate: at('2027-02-02T10:00:00+01:00') }, null],
    [`${STAY}: 0 means not set`, { ...V, min_stay_hours: 0 }, { ...CTX, endDate: at('2027-02-01T10:15:00+01:00') }, null],
    [`${CHANNEL}: only_app on the web channel`, { ...V, only_app: true }, CTX, 'voucher_other_channel'],
    [`${CHANNEL}: only_web on the web channel`, { ...V, only_web: true }, CTX, null],
    [`${CHANNEL}: only_web in app mode`, { ...V, only_web: true }, { ...CTX, appMode: true }, 'voucher_other_channel'],
    [`${CHANNEL}: only_web in client-app mode`, { ...V, only_web: true }, { ...CTX, clientAppMode: true }, 'voucher_other_channel'],
    [`${MATCH}: another car park (lot)`, V, { ...CTX, idLot: 2 }, 'voucher_other_lot'],
    [`${MATCH}: another product of the same lot`, V, { ...CTX, idProduct: 2 }, 'voucher_other_product'],
    [`${MATCH}: lot 0 and product 0 match any`, { ...V, id_lot: 0, id_product: 0 }, { ...CTX, idLot: 7, idProduct: 13 }, null],
  ] as const)('%s', (_t, v, ctx, expected) => {
    expect(voucherRefusal(v, ctx)).toBe(expected);
  });
});

describe('voucherLines: the lines each scope type discounts (decision 0032)', () => {
  it.each([
    [`${TYPE}: wash discounts the wash line`, '3', 'wash', 'wash'],
    [`${TYPE}: itv discounts the car services`, '21', 'itv', 'car_services'],
    [`${TYPE}: maintenance discounts the car services`, '22', 'maintenance', 'car_services'],
    [`${TYPE}: refueling discounts the car services`, '23,24', 'refueling', 'car_services'],
    [`${TYPE}: carservice discounts the car services`, '5,20', 'carservice', 'car_services'],
    [`${TYPE}: generic discounts everything left`, null, 'generic', 'all'],
    [`${TYPE}: an unknown id is generic`, '40', 'generic', 'all'],
  ] as const)('%s', (_t, scope, type, lines) => {
    expect(voucherType(scope)).toBe(type);
    expect(voucherLines(type)).toBe(lines);
  });
});

describe('checkVoucher: code, caller, single use, then spec 5', () => {
  const client = { ...CTX, principal: 'client' as const, usedByClient: false };
  it.each([
    ['an unknown code', null, client, 'voucher_not_found'],
    ['a retired voucher is unknown', { ...V, retired: true }, client, 'voucher_not_found'],
    [`${ROLES}: a guest`, V, { ...client, principal: 'anonymous' as const }, 'voucher_clients_only'],
    [`${ROLES}: an agency`, V, { ...client, principal: 'agency' as const }, 'voucher_clients_only'],
    [`${ROLES}: a company user acting for the company`, V, { ...client, principal: 'business' as const }, 'voucher_clients_only'],
    [`${ROLES}: a client`, V, client, null],
    [`${SINGLE}: single use, not used yet`, { ...V, single_use_per_client: true }, client, null],
    [`${SINGLE}: single use, used by this client`, { ...V, single_use_per_client: true }, { ...client, usedByClient: true }, 'voucher_already_used'],
    [`${SINGLE}: a reusable voucher used before`, V, { ...client, usedByClient: true }, null],
    [`${MATCH}: then the spec 5 rules`, V, { ...client, idLot: 3 }, 'voucher_other_lot'],
  ] as const)('%s', (_t, v, ctx, expected) => {
    const r = checkVoucher(v, ctx);
    expect(r.ok ? null : r.error).toBe(expected);
  });

  it(`${SINGLE}: isSingleUseSpent`, () => {
    expect(isSingleUseSpent({ single_use_per_client: true }, true)).toBe(true);
    expect(isSingleUseSpent({ single_use_per_client: true }, false)).toBe(false);
    expect(isSingleUseSpent({ single_use_per_client: false }, true)).toBe(false);
  });

  it('codes compare upper-case and trimmed', () => {
    expect(normalizeVoucherCode('  summer26 ')).toBe('SUMMER26');
  });
});
